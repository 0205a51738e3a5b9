/**
 * The people feature's page parts, a public entry of their own: the app's page shell and progress
 * page place them (in the pages' chunks), while start-up reads the people through index.ts in the
 * entry chunk, which these (their styles, the picker's loader) would otherwise join.
 */
export { PeopleGate } from './PeopleGate';
export { PeopleMenu } from './PeopleMenu';
export { PeopleSection } from './PeopleSection';
