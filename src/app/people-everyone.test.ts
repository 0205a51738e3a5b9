import { describe, expect, it } from 'vitest';
import type { EveryoneBackup } from '@/features/backup';
import { createProgressStores } from '@/features/progress/progress-store';
import { createMemoryStore } from '@/lib/storage';
import { memoryJournal, testHub } from '@/test/sync-tabs';
import { applyEveryone, everyoneBackup, planEveryone, type EveryoneDeps } from '@/features/people/everyone-backup';
import { createPeopleStore, listPeople } from '@/features/people';
import { mergePersonProgress, readPersonProgress } from '@/features/people/person-progress';
import { addPerson } from '@/features/people/add-person';

const at = (slide: number, slidesComplete = false, quizPassed = false) => ({ slide, slidesComplete, quizPassed });

/** A device of Ana (its first person) and Bea, Bea using it; each with some progress. */
async function device(withPeople = true) {
  const kv = createMemoryStore();
  const journal = memoryJournal();
  const hub = testHub(kv, undefined, journal);
  const people = createPeopleStore(hub, { kv, journal });
  const progress = createProgressStores(hub);
  await hub.loadAll();
  people.followPeople();
  await progress.mergeAll({ '3': at(2) }, {});
  if (withPeople) {
    const bea = await addPerson(people, 'Bea', 'Ana');
    await people.switchTo(bea.id);
    await new Promise((r) => setTimeout(r, 10));
    await progress.mergeAll({ '4': at(1) }, {});
  }
  const deps: EveryoneDeps = {
    people,
    mergeShown: (p) => progress.mergeAll(p.progress, p.completion),
    mergeStored: (scope, p) => mergePersonProgress(scope, p.progress, p.completion, kv),
  };
  const stored = (name: string) => {
    const person = listPeople(people.store.getSnapshot()).find((p) => p.name === name);
    return person ? readPersonProgress(person.scope, kv, journal) : undefined;
  };
  const read = (scope: string) => readPersonProgress(scope, kv, journal);
  return { people, progress, deps, stored, read };
}

const file: EveryoneBackup = {
  lang: 'en',
  people: [
    { name: ' ana ', progress: { '3': at(1), '1-training': at(5, true, true) }, completion: { training: '2026-11-20' } },
    { name: 'Cy', progress: { '2': at(3) }, completion: {} },
  ],
};

describe('everyone’s progress in one file', () => {
  it('carries every person, read from their own keys whoever uses the device', async () => {
    const { people, read } = await device();
    const backup = await everyoneBackup(people.store.getSnapshot(), 'en', read);
    expect(backup.people.map((p) => [p.name, p.progress])).toEqual([
      ['Ana', { '3': at(2) }],
      ['Bea', { '4': at(1) }],
    ]);
  });

  it('merges each person into the same-named one (nothing lowered) or adds them; the person using the device through their stores', async () => {
    const { people, progress, deps, stored } = await device();
    expect(planEveryone(file, people.store.getSnapshot()).map((p) => p.into?.name)).toEqual(['Ana', undefined]);
    const bea = { name: 'BEA', progress: { '5': at(4) }, completion: {} };
    expect(await applyEveryone({ ...file, people: [...file.people, bea] }, deps)).toEqual({ added: 1, merged: 2 });
    expect(listPeople(people.store.getSnapshot()).map((p) => p.name)).toEqual(['Ana', 'Bea', 'Cy']);
    expect(await stored('Ana')).toEqual({
      progress: { '3': at(2), '1-training': at(5, true, true) },
      completion: { training: '2026-11-20' },
    });
    expect((await stored('Cy'))?.progress).toEqual({ '2': at(3) });
    expect(progress.progress.getSnapshot()).toEqual({ '4': at(1), '5': at(4) });
    expect(people.store.getSnapshot().active).toBe(listPeople(people.store.getSnapshot())[1].id);
  });

  it('on a device with nobody yet, the first person keeps the device’s progress and the rest are added', async () => {
    const { people, progress, deps, stored } = await device(false);
    expect(await applyEveryone(file, deps)).toEqual({ added: 2, merged: 0 });
    // Made in the same millisecond, their order in the list may go either way: by name here.
    const byName = Object.fromEntries(listPeople(people.store.getSnapshot()).map((p) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(['Cy', 'ana']);
    expect(byName.ana.scope).toBe('');
    expect(people.store.getSnapshot().active).toBe(byName.ana.id);
    expect(progress.progress.getSnapshot()).toEqual({ '3': at(2), '1-training': at(5, true, true) });
    expect((await stored('Cy'))?.progress).toEqual({ '2': at(3) });
  });
});
