import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadInitialState } from './bootstrap';
import { createMemoryStore, legacyStorage, storage, STORAGE_KEYS, type AtomicStore } from '../lib/storage';
import { migrateLegacyProgress, parseLegacy } from '@/features/progress/legacy';
import { passQuiz, recordSlide } from '@/features/progress/progress';
import { progressOn } from '@/features/progress/test-fixtures';

const tabOn = progressOn;
const loadProgress = async (kv: AtomicStore) => (await tabOn(kv)).progress.getSnapshot();
const loadCompletionDates = async (kv: AtomicStore) => (await tabOn(kv)).completion.getSnapshot();

/** Corrupted stored values are repaired or ignored; valid progress next to them survives. */

const VALID_3 = { slide: 4, slidesComplete: true, quizPassed: true };

async function withStored(value: unknown) {
  const store = createMemoryStore();
  await store.set(STORAGE_KEYS.progress, value);
  return store;
}

describe('corrupted module progress', () => {
  it.each([
    ['a JSON string', JSON.stringify({ '3': VALID_3 })],
    ['a number', 7],
    ['an array', [VALID_3]],
    ['true', true],
    ['a Date', new Date()],
  ])('%s as the whole value reads as no progress', async (_, value) => {
    expect(await loadProgress(await withStored(value))).toEqual({});
  });

  it('keeps valid entries next to entries of the wrong type', async () => {
    const store = await withStored({
      '3': VALID_3,
      '2': null,
      '4': [1, 2],
      '5': { slide: '7', slidesComplete: 'true', quizPassed: 1 },
      '7': { slide: 2.5, slidesComplete: true },
      '6-training': { slide: Number.NaN },
      '1-implementation': { slide: 1e9, quizPassed: true, extra: { deep: true } },
      '8': VALID_3,
      'modules.3': VALID_3,
    });
    expect(await loadProgress(store)).toEqual({
      '3': VALID_3,
      // An array is an object: it reads as an entry with no progress, the same as none.
      '4': { slide: 0, slidesComplete: false, quizPassed: false },
      '5': { slide: 0, slidesComplete: false, quizPassed: false },
      '7': { slide: 0, slidesComplete: true, quizPassed: false },
      '6-training': { slide: 0, slidesComplete: false, quizPassed: false },
      '1-implementation': { slide: 8, slidesComplete: false, quizPassed: true },
    });
  });

  it('ignores prototype keys without polluting objects', async () => {
    const hostile = JSON.parse(`{"__proto__": {"polluted": true}, "constructor": {"slide": 1}, "3": ${JSON.stringify(VALID_3)}}`);
    const progress = await loadProgress(await withStored(hostile));
    expect(progress).toEqual({ '3': VALID_3 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('transitions keep working on repaired progress', async () => {
    const progress = await loadProgress(await withStored({ '3': VALID_3, '4': 'x' }));
    const next = passQuiz(recordSlide(progress, '4', 3), '2');
    expect(next['3']).toEqual(VALID_3);
    expect(next['4']?.slide).toBe(3);
    expect(next['2']?.quizPassed).toBe(true);
  });
});

describe('corrupted legacy progress (localStorage)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['[]', '"text"', '5', 'null', 'true', '{', ''])('%j migrates as nothing', (json) => {
    expect(parseLegacy(json)).toEqual({});
  });

  it('keeps the readable legacy entries', () => {
    const json = JSON.stringify({ '1': null, '3': { slide: 2 }, a: { slide: 3, quizPassed: true }, zz: VALID_3 });
    expect(parseLegacy(json)).toEqual({
      '3': { slide: 2, slidesComplete: false, quizPassed: false },
      '1-implementation': { slide: 3, slidesComplete: false, quizPassed: true },
    });
  });

  it('a localStorage that throws does not stop the migration', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: denied, removeItem: denied });
    const store = await withStored({ '3': VALID_3 });
    await migrateLegacyProgress(await tabOn(store), store, legacyStorage);
    expect(await store.get(STORAGE_KEYS.migrated)).toBe(true);
    expect(await loadProgress(store)).toEqual({ '3': VALID_3 });
  });
});

describe('corrupted completion dates', () => {
  it.each([[1_700_000_000_000], [new Date()], ['2026-13-45'], [''], ['21/11/2026'], [{ date: '2026-11-21' }]])(
    'ignores %j and keeps the other type',
    async (bad) => {
      const store = createMemoryStore();
      await store.set(STORAGE_KEYS.completionDate('implementation'), bad);
      await store.set(STORAGE_KEYS.completionDate('training'), '2026-11-21');
      expect(await loadCompletionDates(store)).toEqual({ training: '2026-11-21' });
    },
  );
});

describe('start-up state from corrupted IndexedDB values', () => {
  const keys = [STORAGE_KEYS.id, STORAGE_KEYS.lang, STORAGE_KEYS.progress, STORAGE_KEYS.completionDate('training')];
  afterEach(async () => {
    for (const key of keys) await storage.del(key);
  });

  it('opens with what is valid and drops the rest', async () => {
    await storage.set(STORAGE_KEYS.id, 'mock-abc');
    await storage.set(STORAGE_KEYS.lang, 'de');
    await storage.set(STORAGE_KEYS.progress, { '3': VALID_3, '4': 'garbage', '99': VALID_3 });
    await storage.set(STORAGE_KEYS.completionDate('training'), 20261121);
    const state = await loadInitialState();
    expect(state).toEqual({
      session: { id: 'mock-abc', lang: null },
      progress: { '3': VALID_3 },
      completion: {},
    });
    // Reading does not rewrite: the stored value is only replaced by the next real progress.
    expect(await storage.get(STORAGE_KEYS.progress)).toMatchObject({ '3': VALID_3 });
  });

  it('an id of the wrong type reads as signed out', async () => {
    await storage.set(STORAGE_KEYS.id, { id: 'mock-abc' });
    expect((await loadInitialState()).session.id).toBeNull();
  });
});
