import { describe, expect, it } from 'vitest';
import { createPeopleStore, listPeople } from '@/features/people';
import { migrateLegacyProgress } from '@/features/progress/legacy';
import { createProgressStores } from '@/features/progress/progress-store';
import { createNarrationPrefs } from '@/features/modules/narration/narration-prefs';
import { createMemoryStore, STORAGE_KEYS, type AtomicStore } from '@/lib/storage';
import { testHub } from '@/test/sync-tabs';
import { addPerson } from '@/features/people/add-person';

/** Today's layout: one learner's progress, a completion date, a last visit and narration choices. */
const TODAY = {
  [STORAGE_KEYS.id]: 'org-code-id',
  [STORAGE_KEYS.lang]: 'en',
  [STORAGE_KEYS.progress]: { '3': { slide: 4, slidesComplete: true, quizPassed: true } },
  [STORAGE_KEYS.completionDate('training')]: '2026-03-02',
  [STORAGE_KEYS.lastVisit]: { training: { position: 3, slide: 4 } },
  [STORAGE_KEYS.narration]: { rate: 1.5, continuous: true },
};

async function seed(kv: AtomicStore, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) await kv.set(key, value);
}

/** A page over `kv`, as start-up makes it: the people's choice followed before anything shows. */
async function page(kv: AtomicStore) {
  const hub = testHub(kv);
  const people = createPeopleStore(hub);
  const progress = createProgressStores(hub);
  const narration = createNarrationPrefs(hub);
  await hub.loadAll();
  people.followPeople();
  await hub.switchScope(hub.personScope());
  const shown = () => ({
    progress: progress.progress.getSnapshot(),
    completion: progress.completion.getSnapshot(),
    visits: progress.visits.getSnapshot(),
    narration: narration.getSnapshot(),
  });
  return { hub, people, progress, shown };
}

describe('people on a device that already holds a learner', () => {
  it('makes today’s stored progress the first person’s, nothing lost, and gives the next person nothing of it', async () => {
    const kv = createMemoryStore();
    await seed(kv, TODAY);
    const before = await page(kv);
    const original = before.shown();
    expect(original.progress['3']?.quizPassed).toBe(true);
    expect(original.completion.training).toBe('2026-03-02');

    const bea = await addPerson(before.people, 'Bea', 'Ana');
    expect(before.shown()).toEqual(original);
    await before.people.switchTo(bea.id);
    expect(before.shown()).toEqual({ progress: {}, completion: {}, visits: {}, narration: { rate: 1, continuous: false } });
    await before.progress.update((map) => ({ ...map, '5': { slide: 1, slidesComplete: false, quizPassed: false } }));

    // A reload: Bea still uses the device and sees only hers; Ana, chosen again, finds all of hers.
    const after = await page(kv);
    expect(Object.keys(after.shown().progress)).toEqual(['5']);
    const ana = listPeople(after.people.store.getSnapshot()).find((p) => p.name === 'Ana');
    await after.people.switchTo(ana?.id ?? '');
    expect(after.shown()).toEqual(original);
    // The spec's keys are untouched, and still the device's session and language.
    for (const [key, value] of Object.entries(TODAY)) expect(await kv.get(key)).toEqual(value);
  });

  it('migrates the pre-PWA key into the first person, and waits while another person uses the device', async () => {
    const kv = createMemoryStore();
    let old: string | null = JSON.stringify({ '1': { slide: 5, slidesComplete: true, quizPassed: true } });
    const legacy = { read: () => old, remove: () => void (old = null) };
    const tab = await page(kv);
    const bea = await addPerson(tab.people, 'Bea', 'Ana');
    await tab.people.switchTo(bea.id);
    await migrateLegacyProgress(tab.progress, kv, legacy, tab.hub.personScope);
    expect(tab.shown().progress).toEqual({});
    expect(old).not.toBeNull();

    const ana = listPeople(tab.people.store.getSnapshot()).find((p) => p.name === 'Ana');
    await tab.people.switchTo(ana?.id ?? '');
    await migrateLegacyProgress(tab.progress, kv, legacy, tab.hub.personScope);
    expect(tab.shown().progress).toEqual({ '1-training': { slide: 5, slidesComplete: true, quizPassed: true } });
    expect(await kv.get(STORAGE_KEYS.progress)).toEqual(tab.shown().progress);
    expect(old).toBeNull();
  });
});
