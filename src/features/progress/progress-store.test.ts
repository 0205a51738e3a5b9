import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createResilientStore, STORAGE_KEYS, type AtomicStore } from '@/lib/storage';
import { fullModuleId, SECTION_MODULES } from '@/content/catalogue';
import { migrateLegacyProgress as migrate } from './legacy';
import { sanitiseVisits } from './merge';
import { passQuiz, recordSlide } from './progress';
import { todayIso } from './progress-store';
import { progressOn } from './test-fixtures';

const tabOn = progressOn;
const loadProgress = async (kv: AtomicStore) => (await tabOn(kv)).progress.getSnapshot();
const loadCompletionDates = async (kv: AtomicStore) => (await tabOn(kv)).completion.getSnapshot();
const migrateLegacyProgress = async (kv: AtomicStore, legacy: { read(key: string): string | null; remove(key: string): void }) =>
  migrate(await tabOn(kv), kv, legacy);

function legacyWith(value: string | null) {
  return { read: vi.fn(() => value), remove: vi.fn() };
}

describe('legacy progress migration', () => {
  it('moves the old key into the current one once, mapping bare module numbers', async () => {
    const store = createMemoryStore();
    await store.set(STORAGE_KEYS.progress, { '3': { slide: 2, slidesComplete: false, quizPassed: false } });
    const legacy = legacyWith(
      JSON.stringify({
        '1': { slide: 5, slidesComplete: true, quizPassed: true },
        '3': { slide: 8, slidesComplete: true, quizPassed: false },
        b: { slide: 1, slidesComplete: false, quizPassed: false },
      }),
    );
    await migrateLegacyProgress(store, legacy);
    expect(await loadProgress(store)).toEqual({
      '1-training': { slide: 5, slidesComplete: true, quizPassed: true },
      '3': { slide: 8, slidesComplete: true, quizPassed: false },
      '6-implementation': { slide: 1, slidesComplete: false, quizPassed: false },
    });
    expect(legacy.remove).toHaveBeenCalledWith('moduleProgress');

    // Second run does nothing, even if an old value reappears.
    const again = legacyWith(JSON.stringify({ '2': { slide: 3 } }));
    await migrateLegacyProgress(store, again);
    expect(again.read).not.toHaveBeenCalled();
    expect((await loadProgress(store))['2']).toBeUndefined();
  });

  it('never lowers current progress and survives unreadable legacy JSON', async () => {
    const store = createMemoryStore();
    await store.set(STORAGE_KEYS.progress, { '5': { slide: 9, slidesComplete: true, quizPassed: true } });
    await migrateLegacyProgress(store, legacyWith('{not json'));
    expect((await loadProgress(store))['5']).toEqual({ slide: 9, slidesComplete: true, quizPassed: true });
  });
});

describe('completion dates', () => {
  it('stores per resource type (the earliest wins) and ignores malformed values', async () => {
    const store = createMemoryStore();
    await (await tabOn(store)).completion.write({ training: '2026-11-21' });
    await (await tabOn(store)).completion.write({ training: '2026-11-25' });
    await store.set(STORAGE_KEYS.completionDate('implementation'), 'yesterday');
    expect(await loadCompletionDates(store)).toEqual({ training: '2026-11-21' });
  });

  it('formats the local date', () => {
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('legacy progress migration when storage fell back to memory', () => {
  const legacyJson = JSON.stringify({ '3': { slide: 4, slidesComplete: false, quizPassed: false } });

  it('keeps the old key: the memory copy is gone after a reload', async () => {
    const store: AtomicStore = { ...createMemoryStore(), durable: () => false };
    const legacy = legacyWith(legacyJson);
    await migrateLegacyProgress(store, legacy);
    expect((await loadProgress(store))['3']).toEqual({ slide: 4, slidesComplete: false, quizPassed: false });
    expect(legacy.remove).not.toHaveBeenCalled();
  });

  it('keeps the old key when IndexedDB fails during the migration itself', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = {
      get: async () => undefined,
      set: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
      update: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
      del: async () => undefined,
    };
    const store = createResilientStore(failing);
    const legacy = legacyWith(legacyJson);
    await migrateLegacyProgress(store, legacy);
    expect(legacy.remove).not.toHaveBeenCalled();
    expect((await loadProgress(store))['3']?.slide).toBe(4);
  });

  it('removes the old key once the copy is in durable storage', async () => {
    const store = createResilientStore(createMemoryStore());
    const legacy = legacyWith(legacyJson);
    await migrateLegacyProgress(store, legacy);
    expect(legacy.remove).toHaveBeenCalledWith('moduleProgress');
  });
});

describe('last visits', () => {
  it('keep only well-formed visits', () => {
    expect(sanitiseVisits({ training: { position: 3, slide: 2 }, implementation: { position: 9, slide: 0 }, x: 1 })).toEqual({
      training: { position: 3, slide: 2 },
    });
    expect(sanitiseVisits('nope')).toEqual({});
  });

  it('a tab recording one section keeps the other section another tab recorded meanwhile; the next start reads both', async () => {
    const kv = createMemoryStore();
    const [tabA, tabB] = [await tabOn(kv), await tabOn(kv)];
    await tabA.recordVisit('implementation', { position: 2, slide: 1 });
    await tabB.recordVisit('training', { position: 5, slide: 3 });
    expect((await tabOn(kv)).visits.getSnapshot()).toEqual({
      implementation: { position: 2, slide: 1 },
      training: { position: 5, slide: 3 },
    });
  });
});

describe('progress written from a tab that knew less', () => {
  it('never lowers what another tab stored, and earns the section date from the merged result', async () => {
    const kv = createMemoryStore();
    const training = SECTION_MODULES.training.map(fullModuleId);
    const [tabA, tabB] = [await tabOn(kv), await tabOn(kv)];
    for (const id of training.slice(0, -1)) await tabA.update((map) => passQuiz(map, id));
    // Tab B never heard of the six: its last test completes the section all the same.
    await tabB.update((map) => passQuiz(map, training.at(-1)!));
    expect(tabB.completion.getSnapshot().training).toBe(todayIso());
    const next = await tabOn(kv);
    expect(training.every((id) => next.progress.getSnapshot()[id]?.quizPassed)).toBe(true);
    expect(next.completion.getSnapshot().training).toBe(todayIso());
  });

  it('a tab whose storage fell back to memory never writes its state over what is stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const kv = createMemoryStore();
    await kv.set(STORAGE_KEYS.progress, { '5': { slide: 9, slidesComplete: true, quizPassed: true } });
    const failing = createResilientStore({
      ...kv,
      get: () => Promise.reject(new Error('gone')),
      update: () => Promise.reject(new Error('gone')),
    });
    const tab = await tabOn(failing);
    await tab.update((map) => recordSlide(map, '5', 2));
    expect(await kv.get(STORAGE_KEYS.progress)).toEqual({ '5': { slide: 9, slidesComplete: true, quizPassed: true } });
  });
});
