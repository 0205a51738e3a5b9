/** Public surface of the people feature: who uses this device, each with their own progress. */
export { people, createPeopleStore, type PeopleStore } from './people-store';
export { activePerson, initials, listPeople, scopeOf, NOBODY_SCOPE, type People, type Person } from './people';
export { afterTry, hashPin, isPinFormat, pinMatches, waitLeft, NO_TRIES, type Tries } from './pin';
export { clearOnColdStart } from './cold-start';
export { usePeople, usePersonKey, type PeopleView } from './use-people';
// Passed on for start-up alone.
export { hideRestoredUntilRead } from './page-show';
