import { listPeople, type Person } from './people';
import type { PeopleStore } from './people-store';

/** A short random id for a person (their storage scope too). */
export const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 12);

/**
 * Adds a person; on a device with nobody yet, `first` names the person whose progress the device
 * already holds (they keep it). Resolves to the new person. Here rather than on the store: only
 * the people dialogs and a backup's restore add someone, and start-up carries none of their code.
 */
export async function addPerson({ store }: PeopleStore, name: string, first?: string): Promise<Person> {
  const now = Date.now();
  if (listPeople(store.getSnapshot()).length === 0) {
    // The first person's data is the device's as it was: their keys keep the spec's names.
    const original: Person = { id: newId(), name: (first ?? '').trim(), created: new Date(now - 1).toISOString(), scope: '' };
    await store.write({ byId: { [original.id]: original }, active: original.id });
  }
  const id = newId();
  const person: Person = { id, name: name.trim(), created: new Date(now).toISOString(), scope: id };
  // A device of one person (chosen by being the only one) keeps them chosen as it becomes two.
  const everyone = listPeople(store.getSnapshot());
  const stays = everyone.length === 1 && store.getSnapshot().active === null ? { active: everyone[0].id } : {};
  await store.write({ byId: { [id]: person }, ...stays });
  return person;
}
