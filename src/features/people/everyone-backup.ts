import type { Lang } from '@/content/types';
import type { EveryoneBackup, PersonBackup } from '@/features/backup';
import { progressStores } from '@/features/progress';
import { activePerson, listPeople, scopeOf, type People, type Person } from './people';
import type { PeopleStore } from './people-store';
import { mergePersonProgress, readPersonProgress } from './person-progress';
import { addPerson, newId } from './add-person';

/** Names are one person's whatever their case and spaces, as "Add a person" refuses a second one. */
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Everyone's progress, each read from their own keys whoever uses the device now. */
export async function everyoneBackup(
  people: People,
  lang: Lang | null,
  read: typeof readPersonProgress = readPersonProgress,
): Promise<EveryoneBackup> {
  const everyone = listPeople(people);
  const parts = await Promise.all(everyone.map(async (p) => ({ name: p.name, ...(await read(p.scope)) })));
  return { lang, people: parts };
}

/** One person of the file and whom they are merged into (undefined: added as a new person). */
export interface PlannedPerson {
  backup: PersonBackup;
  into?: Person;
}

/** Who in the file is whom on this device: the same-named person, or someone new. */
export function planEveryone(file: EveryoneBackup, people: People): PlannedPerson[] {
  const everyone = listPeople(people);
  return file.people.map((backup) => ({ backup, into: everyone.find((p) => sameName(p.name, backup.name)) }));
}

/** How a person's progress reaches their stores (faked in unit tests). */
export interface EveryoneDeps {
  people: PeopleStore;
  /** The stores of the person this tab shows: written through them, so every tab shows it. */
  mergeShown(person: PersonBackup): Promise<void>;
  mergeStored(scope: string, person: PersonBackup): Promise<void>;
}

export const everyoneDeps = (people: PeopleStore): EveryoneDeps => ({
  people,
  mergeShown: (p) => progressStores.mergeAll(p.progress, p.completion),
  mergeStored: (scope, p) => mergePersonProgress(scope, p.progress, p.completion),
});

/**
 * On a device with nobody yet, names the person whose progress the device holds (its first
 * person, under the spec's keys): the file's first person, whose progress joins it. Here, not in
 * the people store: the store is in the entry chunk, and only this file's import needs it.
 */
async function nameFirst(store: PeopleStore, name: string): Promise<Person | undefined> {
  if (listPeople(store.store.getSnapshot()).length > 0) return undefined;
  const person: Person = { id: newId(), name: name.trim(), created: new Date().toISOString(), scope: '' };
  await store.store.write({ byId: { [person.id]: person }, active: person.id });
  return person;
}

/** The person a file's person is merged into: the same-named one, else a new one (on a device of nobody, its first). */
async function personFor(backup: PersonBackup, deps: EveryoneDeps): Promise<{ person: Person; added: boolean }> {
  const now = listPeople(deps.people.store.getSnapshot());
  const known = now.find((p) => sameName(p.name, backup.name));
  if (known) return { person: known, added: false };
  const first = await nameFirst(deps.people, backup.name);
  return { person: first ?? (await addPerson(deps.people, backup.name)), added: true };
}

/**
 * Merges each person of the file into the same-named person on this device, or adds them:
 * nothing anyone has is lowered. Returns how many were added and merged.
 */
export async function applyEveryone(file: EveryoneBackup, deps: EveryoneDeps): Promise<{ added: number; merged: number }> {
  const counts = { added: 0, merged: 0 };
  for (const backup of file.people) {
    const { person, added } = await personFor(backup, deps);
    counts[added ? 'added' : 'merged'] += 1;
    const state = deps.people.store.getSnapshot();
    // The person this tab shows (not "just looking": that scope is nobody's) is written through
    // their live stores; anyone else straight into their keys.
    const shown = activePerson(state)?.id === person.id && scopeOf(state) === person.scope;
    await (shown ? deps.mergeShown(backup) : deps.mergeStored(person.scope, backup));
  }
  return counts;
}
