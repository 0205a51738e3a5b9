import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, type AtomicStore } from './storage';
import { memoryJournal, tabsOver, testHub } from '@/test/sync-tabs';
import { createSyncHub, latestWins, type SyncHub, type SyncedStoreOptions } from './synced-store';

type Counts = Record<string, number>;

const sanitiseCounts = (raw: unknown): Counts =>
  typeof raw === 'object' && raw !== null
    ? Object.fromEntries(Object.entries(raw).filter(([, v]) => Number.isInteger(v) && (v as number) >= 0))
    : {};

/** Never lowered: the larger count of each key wins (as progress does). */
function maxMerge(current: Counts, change: Counts): Counts {
  const raised = Object.entries(change).filter(([k, v]) => v > (current[k] ?? -1));
  return raised.length ? { ...current, ...Object.fromEntries(raised) } : current;
}

const counts = (name = 'counts', more: Partial<SyncedStoreOptions<Counts, Counts>> = {}): SyncedStoreOptions<Counts, Counts> => ({
  name,
  key: `test.${name}`,
  initial: {},
  sanitise: sanitiseCounts,
  merge: maxMerge,
  ...more,
});

interface Prefs {
  id: string | null;
  lang: string | null;
}
const sanitisePrefs = (raw: unknown): Prefs => {
  const v = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return { id: typeof v.id === 'string' ? v.id : null, lang: typeof v.lang === 'string' ? v.lang : null };
};

const settled = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a synced store', () => {
  it('shows a write at once, stores it merged into what is stored, and tells the other tabs', async () => {
    const [a, b] = tabsOver(2);
    const storeA = a.hub.store(counts());
    const storeB = b.hub.store(counts());
    b.hub.start();
    await b.kv.set('test.counts', { x: 5 });
    const written = storeA.write({ x: 2, y: 1 });
    expect(storeA.getSnapshot()).toEqual({ x: 2, y: 1 });
    await written;
    // What the other tab stored meanwhile is kept, and comes back to the writer.
    expect(await a.kv.get('test.counts')).toEqual({ x: 5, y: 1 });
    expect(storeA.getSnapshot()).toEqual({ x: 5, y: 1 });
    await vi.waitFor(() => expect(storeB.getSnapshot()).toEqual({ x: 5, y: 1 }));
  });

  it('notifies no one for a write that adds nothing', async () => {
    const [a] = tabsOver(1);
    const store = a.hub.store(counts());
    await store.write({ x: 3 });
    const heard = vi.fn();
    store.subscribe(heard);
    await store.write({ x: 1 });
    expect(heard).not.toHaveBeenCalled();
    expect(await a.kv.get('test.counts')).toEqual({ x: 3 });
  });

  it('reads storage again when the tab is shown again (a message missed while frozen)', async () => {
    const [a, b] = tabsOver(2);
    const storeA = a.hub.store(counts());
    b.hub.store(counts());
    const stop = a.hub.start();
    await b.kv.set('test.counts', { z: 9 });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(storeA.getSnapshot()).toEqual({ z: 9 }));
    stop();
  });

  it('keeps each field under its own key, and removes an emptied one', async () => {
    const [a] = tabsOver(1);
    const store = a.hub.store<Prefs>({
      name: 'session',
      key: { id: 'test.id', lang: 'test.lang' },
      initial: { id: null, lang: null },
      sanitise: sanitisePrefs,
      merge: latestWins,
    });
    await store.writeStored({ id: 'abc', lang: 'fr' });
    expect([await a.kv.get('test.id'), await a.kv.get('test.lang')]).toEqual(['abc', 'fr']);
    await store.write({ lang: 'en' });
    expect(await a.kv.get('test.id')).toBe('abc');
    await store.write({ id: null });
    expect(await a.kv.get('test.id')).toBeUndefined();
    expect(store.getSnapshot()).toEqual({ id: null, lang: 'en' });
  });

  it('stores a choice this tab already shows when another tab chose otherwise since (the latest wins)', async () => {
    const kv = createMemoryStore();
    const options = { name: 'prefs', key: 'test.prefs', initial: { id: null, lang: null }, sanitise: sanitisePrefs, merge: latestWins };
    // Tab A has not heard of B's choice yet (its message is on the way, or the tab was frozen).
    const [a, b] = [testHub(kv), testHub(kv)].map((hub) => hub.store<Prefs>(options));
    await a.write({ lang: 'fr' });
    await b.write({ lang: 'en' });
    await a.write({ lang: 'fr' });
    expect(sanitisePrefs(await kv.get('test.prefs')).lang).toBe('fr');
  });

  it('keeps a write whose page closed before IndexedDB held it, and stores it at the next start', async () => {
    const journal = memoryJournal();
    const [, next] = tabsOver(2, journal);
    // The closing page: its IndexedDB write never completes.
    const hung: AtomicStore = { ...createMemoryStore(), update: () => new Promise<never>(() => undefined) };
    const closing = createSyncHub({ kv: hung, channel: () => ({ post: () => undefined, listen: () => () => undefined }), journal });
    void closing.store(counts('counts', { journal: true })).write({ quiz: 1 });
    void closing.store(counts('other', { journal: true })).write({ n: 2 });
    const reopened = next.hub.store(counts('counts', { journal: true }));
    await next.hub.loadAll();
    expect(reopened.getSnapshot()).toEqual({ quiz: 1 });
    expect(await next.kv.get('test.counts')).toEqual({ quiz: 1 });
    expect(journal.keys('toolkit.syncJournal.counts')).toEqual([]);
    // A store nobody loaded keeps its journal for its own start.
    expect(journal.keys('toolkit.syncJournal.other')).toHaveLength(1);
  });

  it('clears the journal once the write is stored, and keeps a later write that joined it', async () => {
    const journal = memoryJournal();
    const [a] = tabsOver(1, journal);
    const store = a.hub.store(counts('j', { journal: true }));
    const first = store.write({ a: 1 });
    const second = store.write({ b: 1 });
    await first;
    expect(journal.get('toolkit.syncJournal.j')).toMatchObject({ value: { a: 1, b: 1 } });
    await second;
    expect(journal.get('toolkit.syncJournal.j')).toBeUndefined();
  });

  it('a store made after start-up read the others (a page chunk’s) reads storage as it is made', async () => {
    const [a] = tabsOver(1);
    await a.kv.set('test.late', { n: 7 });
    await a.hub.loadAll();
    const late = a.hub.store(counts('late'));
    await late.ready;
    expect(late.getSnapshot()).toEqual({ n: 7 });
  });

  it('keeps one copy per scope', async () => {
    const [a] = tabsOver(1);
    let person = '';
    const store = a.hub.store(counts('scoped', { scope: () => person }));
    await store.write({ x: 1 });
    person = 'p2';
    await store.write({ x: 4 });
    expect(await a.kv.get('test.scoped')).toEqual({ x: 1 });
    expect(await a.kv.get('test.scoped@p2')).toEqual({ x: 4 });
  });

  it('a write stored first shows nothing until storage holds it, so a reload never finds it undone', async () => {
    const memory = createMemoryStore();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: AtomicStore = { ...memory, update: async (key, fn) => (await held, memory.update(key, fn)) };
    const store = testHub(slow).store<Prefs>({
      name: 'prefs',
      key: { id: 'test.id', lang: 'test.lang' },
      initial: { id: null, lang: null },
      sanitise: sanitisePrefs,
      merge: latestWins,
    });
    const signedIn = store.writeStored({ id: 'abc', lang: 'fr' });
    await settled();
    expect(store.getSnapshot()).toEqual({ id: null, lang: null });
    // The page left now would leave nothing behind that the next one contradicts.
    expect(await memory.get('test.id')).toBeUndefined();
    release();
    await expect(signedIn).resolves.toBe(true);
    expect(store.getSnapshot()).toEqual({ id: 'abc', lang: 'fr' });
    expect(await memory.get('test.id')).toBe('abc');
  });

  it('a write stored first into storage that fell back to memory says it is not stored', async () => {
    const store = testHub({ ...createMemoryStore(), durable: () => false }).store(counts());
    await expect(store.writeStored({ x: 1 })).resolves.toBe(false);
    expect(store.getSnapshot()).toEqual({ x: 1 });
  });

  it('a write stored first is still shown when storing fails (logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: AtomicStore = { ...createMemoryStore(), update: () => Promise.reject(new Error('quota')) };
    const store = testHub(failing).store(counts());
    // False: the caller knows the next start will not find it.
    await expect(store.writeStored({ x: 1 })).resolves.toBe(false);
    expect(store.getSnapshot()).toEqual({ x: 1 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('logs a failed write and keeps what is shown; never throws', async () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: AtomicStore = { ...createMemoryStore(), update: () => Promise.reject(new Error('quota')) };
    const hub = createSyncHub({
      kv: failing,
      channel: () => ({ post: () => undefined, listen: () => () => undefined }),
      journal: memoryJournal(),
    });
    const store = hub.store(counts());
    await expect(store.write({ x: 1 })).resolves.toBeUndefined();
    expect(store.getSnapshot()).toEqual({ x: 1 });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

/** Several tabs write in any interleaving; once settled, every tab shows what storage holds. */
describe('synced stores across tabs (property)', () => {
  const write = fc.record({ tab: fc.nat({ max: 2 }), key: fc.constantFrom('a', 'b', 'c'), n: fc.nat({ max: 20 }), wait: fc.boolean() });

  it('converge on the merge of every write', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 12 }), async (writes) => {
        const tabs = tabsOver(3);
        const stops = tabs.map((t) => t.hub.start());
        const stores = tabs.map((t: { hub: SyncHub }) => t.hub.store(counts()));
        const pending: Promise<void>[] = [];
        for (const w of writes) {
          const p = stores[w.tab].write({ [w.key]: w.n });
          if (w.wait) await p;
          else pending.push(p);
        }
        await Promise.all(pending);
        const expected = writes.reduce<Counts>((acc, w) => maxMerge(acc, { [w.key]: w.n }), {});
        expect(sanitiseCounts(await tabs[0].kv.get('test.counts'))).toEqual(expected);
        await vi.waitFor(() => stores.forEach((s) => expect(s.getSnapshot()).toEqual(expected)));
        stops.forEach((stop) => stop());
        await settled(0);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps a change to a record with defaults whose page closed at once, and resets none of its other fields', async () => {
    const journal = memoryJournal();
    const [, next] = tabsOver(2, journal);
    await next.kv.set('test.prefs', { id: 'kept', lang: 'en' });
    const hung: AtomicStore = { ...createMemoryStore(), update: () => new Promise<never>(() => undefined) };
    const closing = createSyncHub({ kv: hung, channel: () => ({ post: () => undefined, listen: () => () => undefined }), journal });
    const options: SyncedStoreOptions<Prefs, Partial<Prefs>> = {
      name: 'prefs',
      key: 'test.prefs',
      initial: { id: null, lang: null },
      sanitise: sanitisePrefs,
      merge: latestWins,
      journal: {
        combine: (earlier, later) => ({ ...earlier, ...later }),
        sanitise: (raw) => (typeof raw === 'object' && raw !== null ? raw : undefined),
      },
    };
    const store = closing.store(options);
    void store.write({ lang: 'de' });
    void store.write({ lang: 'fr' });
    const reopened = next.hub.store(options);
    await next.hub.loadAll();
    expect(reopened.getSnapshot()).toEqual({ id: 'kept', lang: 'fr' });
    expect(await next.kv.get('test.prefs')).toEqual({ id: 'kept', lang: 'fr' });
    expect(journal.keys('toolkit.syncJournal.prefs')).toEqual([]);
  });

  it('refuses a write journal of values on a store whose first value has fields (a one-field write would reset the others)', () => {
    const [a] = tabsOver(1, memoryJournal());
    const options = { name: 'prefs', key: 'test.prefs', initial: { id: null, lang: null }, sanitise: sanitisePrefs, merge: latestWins };
    expect(() => a.hub.store({ ...options, journal: true })).toThrow(/empty record/);
    expect(() => a.hub.store({ ...options, name: 'prefs2' })).not.toThrow();
  });
});
