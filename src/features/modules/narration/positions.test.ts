import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, STORAGE_KEYS, type AtomicStore } from '@/lib/storage';
import { memoryJournal, testHub } from '@/test/sync-tabs';
import { createPositionStore, MAX_POSITIONS, positionKey, sanitisePositions, withPosition } from './positions';

/** The positions a page over `kv` reads (its hub opened at once, as start-up does). */
function positionsOn(kv: AtomicStore = createMemoryStore(), journal = memoryJournal()) {
  const hub = testHub(kv, undefined, journal);
  const positions = createPositionStore(hub);
  void hub.loadAll();
  return positions;
}

describe('narration positions', () => {
  it('drop malformed entries', () => {
    expect(sanitisePositions({ '4/2': 12.5, '4/x': 3, 'a/1': -1, '5/1': 'nope', '7/3': Infinity, '6/1': 0 })).toEqual({
      '4/2': 12.5,
      '6/1': 0,
    });
    expect(sanitisePositions([1, 2])).toEqual({});
  });

  it('record a finished narration as nothing to resume, and keep only the newest entries', () => {
    expect(withPosition({ '4/2': 10 }, '4/2', 0)).toEqual({ '4/2': 0 });
    let positions = {};
    for (let i = 1; i <= MAX_POSITIONS + 5; i += 1) positions = withPosition(positions, positionKey('4', i), i);
    expect(Object.keys(positions)).toHaveLength(MAX_POSITIONS);
    expect(positions).not.toHaveProperty('4/1');
    expect(positions).toHaveProperty(`4/${MAX_POSITIONS + 5}`, MAX_POSITIONS + 5);
  });

  it('survive a new page through storage', async () => {
    const store = createMemoryStore();
    const first = positionsOn(store);
    await first.ready;
    first.set(positionKey('3', 6), 7.26);
    await vi.waitFor(async () => expect(await store.get(STORAGE_KEYS.narrationPositions)).toEqual({ '3/6': 7.3 }));
    const second = positionsOn(store);
    await second.ready;
    expect(second.get('3/6')).toBe(7.3);
    expect(second.get('3/7')).toBe(0);
  });

  it('two tabs each keep their own slides’ positions', async () => {
    const store = createMemoryStore();
    const [tabA, tabB] = [positionsOn(store), positionsOn(store)];
    await Promise.all([tabA.ready, tabB.ready]);
    tabA.set(positionKey('1-training', 2), 12);
    tabB.set(positionKey('2', 4), 30);
    tabA.set(positionKey('1-training', 3), 5);
    await vi.waitFor(async () =>
      expect(await store.get(STORAGE_KEYS.narrationPositions)).toEqual({ '1-training/2': 12, '2/4': 30, '1-training/3': 5 }),
    );
  });
});

describe('narration positions when the page leaves at once', () => {
  it('are kept: the next page over the same device finds the position', async () => {
    const journal = memoryJournal();
    const hung: AtomicStore = { ...createMemoryStore(), update: () => new Promise<never>(() => undefined) };
    const leaving = positionsOn(hung, journal);
    await leaving.ready;
    leaving.set(positionKey('5', 3), 42);
    const kv = createMemoryStore();
    const next = positionsOn(kv, journal);
    await next.ready;
    await vi.waitFor(async () => expect(await kv.get(STORAGE_KEYS.narrationPositions)).toEqual({ '5/3': 42 }));
    expect(next.get('5/3')).toBe(42);
  });
});
