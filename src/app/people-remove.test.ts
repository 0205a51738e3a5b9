import { describe, expect, it, vi } from 'vitest';
import { createPeopleStore, listPeople } from '@/features/people';
import { personKeys } from '@/features/people/forget';
import { createMemoryStore, STORAGE_KEYS } from '@/lib/storage';
import { createProgressStores } from '@/features/progress/progress-store';
import { createNarrationPrefs } from '@/features/modules/narration/narration-prefs';
import { createPositionStore } from '@/features/modules/narration/positions';
import { memoryJournal, testHub } from '@/test/sync-tabs';
import { addPerson } from '@/features/people/add-person';

/** A device where two people each recorded progress, a visit, narration choices and a position. */
async function deviceWithTwo() {
  const kv = createMemoryStore();
  const journal = memoryJournal();
  const hub = testHub(kv, undefined, journal);
  const people = createPeopleStore(hub, { kv, journal });
  const progress = createProgressStores(hub);
  const narration = createNarrationPrefs(hub);
  const positions = createPositionStore(hub);
  await hub.loadAll();
  people.followPeople();
  const record = async () => {
    await progress.update((map) => ({ ...map, '3': { slide: 2, slidesComplete: false, quizPassed: false } }));
    await progress.mergeAll({}, { training: '2026-01-05' });
    await progress.recordVisit('training', { position: 3, slide: 2 });
    await narration.write({ rate: 1.25 });
    positions.set('3-2', 4);
    await new Promise((r) => setTimeout(r, 10));
  };
  await record();
  const bea = await addPerson(people, 'Bea', 'Ana');
  await people.switchTo(bea.id);
  await record();
  const ana = listPeople(people.store.getSnapshot()).find((p) => p.name === 'Ana')!;
  return { kv, journal, hub, people, progress, ana, bea };
}

async function storedKeys(kv: ReturnType<typeof createMemoryStore>, scope: string) {
  const keys = personKeys(scope).kv;
  const values = await Promise.all(keys.map((key) => kv.get(key)));
  return keys.filter((_, i) => values[i] !== undefined);
}

describe('removing a person', () => {
  it('deletes every stored value of theirs and nothing of anyone else’s', async () => {
    const { kv, journal, people, progress, ana, bea } = await deviceWithTwo();
    expect(await storedKeys(kv, bea.id)).toHaveLength(5);
    await people.remove(bea.id);
    expect(await storedKeys(kv, bea.id)).toEqual([]);
    expect(journal.keys('toolkit.syncJournal.')).toEqual([]);
    expect(await storedKeys(kv, '')).toHaveLength(5);
    // Nothing of Bea is kept but her id: no name, no PIN.
    expect(JSON.stringify(await kv.get(STORAGE_KEYS.people))).not.toContain('Bea');
    // Ana is the only person left, so the device is hers again, as before people existed.
    expect(progress.progress.getSnapshot()['3']?.slide).toBe(2);
    expect(listPeople(people.store.getSnapshot()).map((p) => p.id)).toEqual([ana.id]);
  });

  it('deletes at the next start what another tab wrote for them as they were removed', async () => {
    const { kv, people, bea } = await deviceWithTwo();
    await people.remove(bea.id);
    await kv.set(`${STORAGE_KEYS.progress}@${bea.id}`, { '4': { slide: 1, slidesComplete: false, quizPassed: false } });
    const next = createPeopleStore(testHub(kv), { kv, journal: memoryJournal() });
    await next.store.load();
    await next.sweepRemoved();
    expect(await storedKeys(kv, bea.id)).toEqual([]);
  });

  it('removes them even when the deletion’s code cannot load (offline, not yet held): the next start deletes their values', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { kv, people, ana, bea } = await deviceWithTwo();
    vi.doMock('@/features/people/forget', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await people.remove(bea.id);
    vi.doUnmock('@/features/people/forget');
    expect(listPeople(people.store.getSnapshot()).map((p) => p.id)).toEqual([ana.id]);
    expect(await storedKeys(kv, bea.id)).toHaveLength(5);
    expect(warn).toHaveBeenCalled();
    const next = createPeopleStore(testHub(kv), { kv, journal: memoryJournal() });
    await next.store.load();
    await next.sweepRemoved();
    expect(await storedKeys(kv, bea.id)).toEqual([]);
    warn.mockRestore();
  });

  it('removes everyone’s data and keeps the device’s session and language', async () => {
    const { kv, people, ana, bea } = await deviceWithTwo();
    await kv.set(STORAGE_KEYS.id, 'org-code-id');
    await kv.set(STORAGE_KEYS.lang, 'en');
    await people.removeEveryone();
    for (const scope of [ana.scope, bea.scope]) expect(await storedKeys(kv, scope)).toEqual([]);
    expect(listPeople(people.store.getSnapshot())).toEqual([]);
    expect(await kv.get(STORAGE_KEYS.id)).toBe('org-code-id');
    expect(await kv.get(STORAGE_KEYS.lang)).toBe('en');
    expect(JSON.stringify(await kv.get(STORAGE_KEYS.people))).not.toMatch(/Ana|Bea/);
  });
});
