import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createMemoryStore, STORAGE_KEYS, type AtomicStore, type KeyValueStore } from '@/lib/storage';
import { createSyncStore, memoryStorageBackend, type StorageBackend } from '@/lib/sync-storage';
import { Journal } from './journal';
import { Outbox, type OutboxItem } from './outbox';

/**
 * Issue #32, "nothing a user does is lost": a call made the moment a page goes away (its
 * IndexedDB write never lands, or its answer is never read) is delivered once by the next page.
 */

/** A server that counts a call once per Idempotency-Key (as mocks/handlers.ts and a real backend do). */
function server() {
  const s = {
    down: false,
    received: [] as { key: string; body: unknown }[],
    counted(): unknown[] {
      const seen = new Set<string>();
      return s.received.filter(({ key }) => !seen.has(key) && seen.add(key)).map(({ body }) => body);
    },
  };
  return s;
}
type Server = ReturnType<typeof server>;

/** What stays on the device when a page goes: IndexedDB and localStorage. */
function device() {
  return { idb: createMemoryStore(), local: memoryStorageBackend() };
}
type Device = ReturnType<typeof device>;

class PageGone extends Error {}

/**
 * A page of the app on `dev`. After `leave()` it can change nothing on the device: IndexedDB
 * calls and sends it has not made yet fail (so, as in a closed tab, its locks are let go), its
 * localStorage is gone, and answers to requests already sent are never read. A write or a request
 * made before it left has landed.
 */
function openPage(dev: Device, srv: Server, local: StorageBackend = dev.local) {
  let gone = false;
  const guard = <T>(run: () => Promise<T>): Promise<T> =>
    gone ? Promise.reject(new PageGone()) : run().then((v) => (gone ? Promise.reject(new PageGone()) : v));
  const idb: AtomicStore = {
    get: (k) => guard(() => dev.idb.get(k)),
    set: (k, v) => guard(() => dev.idb.set(k, v)),
    del: (k) => guard(() => dev.idb.del(k)),
    update: (k, fn) => guard(() => dev.idb.update(k, fn)),
  };
  const send = (_path: string, body: unknown, key: string) =>
    guard(async () => {
      if (srv.down) throw new ApiError('network', 0);
      srv.received.push({ key, body });
    });
  const box = new Outbox(idb, send, new Journal(createSyncStore(() => (gone ? undefined : local))));
  return { box, leave: () => void (gone = true) };
}

/** IndexedDB that takes the call but never answers: the page leaves before the write lands. */
function neverAnswering(): KeyValueStore {
  const never = () => new Promise<never>(() => undefined);
  return { get: never, set: never, del: never };
}

/** Web Locks shared by every "tab" of a test: one holder per name at a time, released when its callback settles. */
function installLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, fn: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => fn());
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
}

/** A promise of a page that left: it fails (PageGone) and nobody is there to see it. */
const abandon = (p: Promise<unknown>) => void p.catch(() => undefined);

const stored = async (dev: Device) => (await dev.idb.get<OutboxItem[]>(STORAGE_KEYS.outbox)) ?? [];
const journaled = (dev: Device) => new Journal(createSyncStore(() => dev.local)).entries();

beforeEach(() => {
  installLocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
  localStorage.clear();
});

describe('a call made as the page leaves', () => {
  it('is delivered once at the next start, though its IndexedDB write never happened', async () => {
    const dev = device();
    const srv = server();
    const first = openPage(dev, srv);
    abandon(first.box.enqueue('/track', { n: 1 }));
    first.leave();
    expect(await stored(dev)).toEqual([]);

    const next = openPage(dev, srv);
    await next.box.loadStatus();
    expect(next.box.status.getSnapshot().pending).toBe(1);
    await next.box.flush();
    await next.box.flush();
    expect(srv.received.map((r) => r.body)).toEqual([{ n: 1 }]);
    expect(await stored(dev)).toEqual([]);
    expect(journaled(dev)).toEqual([]);
  });

  it('the app outbox journals in localStorage before the call returns, and a new page delivers it', async () => {
    // The page that left would hold the outbox lock for ever here; a browser lets a closed tab's locks go.
    delete (navigator as { locks?: unknown }).locks;
    const sent: unknown[] = [];
    const leaving = new Outbox(neverAnswering(), async () => undefined);
    void leaving.enqueue('/track', { n: 1 });
    const keys = Object.keys(localStorage);
    expect(keys).toEqual([expect.stringMatching(/^toolkit\.outboxJournal\.[0-9a-f-]{36}$/)]);

    const next = new Outbox(createMemoryStore(), async (_p, body) => void sent.push(body));
    await next.flush();
    expect(sent).toEqual([{ n: 1 }]);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('feedback on its way when the page left is sent again under the same key, and counted once', async () => {
    const dev = device();
    const srv = server();
    const first = openPage(dev, srv);
    const delivery = first.box.deliver('/feedback', { text: 'hello' });
    // Sent, and the page gone before the answer is read.
    expect(srv.received).toHaveLength(1);
    first.leave();
    await expect(delivery).rejects.toBeInstanceOf(PageGone);

    await openPage(dev, srv).box.flush();
    expect(srv.received).toHaveLength(2);
    expect(srv.received[1].key).toBe(srv.received[0].key);
    expect(srv.counted()).toEqual([{ text: 'hello' }]);
  });
});

describe('merging the journal', () => {
  it('twice in one page, or by two tabs at once at start, delivers each call once', async () => {
    const dev = device();
    const srv = server();
    const leaving = openPage(dev, srv);
    for (const n of [1, 2, 3]) abandon(leaving.box.enqueue('/track', { n }));
    leaving.leave();

    const [a, b] = [openPage(dev, srv), openPage(dev, srv)];
    await Promise.all([a.box.flush(), b.box.flush(), a.box.flush(), b.box.flush()]);
    await a.box.flush();
    expect(srv.received.map((r) => r.body)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(journaled(dev)).toEqual([]);
  });

  it('a page that left after its IndexedDB write but before clearing its journal entry: sent once', async () => {
    // The page that left would hold the outbox lock for ever here; a browser lets a closed tab's locks go.
    delete (navigator as { locks?: unknown }).locks;
    const dev = device();
    const srv = server();
    const landsThenHangs: KeyValueStore = {
      get: (k) => dev.idb.get(k),
      set: (k, v) => dev.idb.set(k, v).then(() => new Promise<never>(() => undefined)),
      del: (k) => dev.idb.del(k),
    };
    const leaving = new Outbox(landsThenHangs, async () => undefined, new Journal(createSyncStore(() => dev.local)));
    void leaving.enqueue('/track', { n: 1 });
    await vi.waitFor(async () => expect(await stored(dev)).toHaveLength(1));
    expect(journaled(dev)).toHaveLength(1);

    const next = openPage(dev, srv);
    await next.box.flush();
    await next.box.flush();
    expect(srv.received.map((r) => r.body)).toEqual([{ n: 1 }]);
    expect(journaled(dev)).toEqual([]);
  });

  it('keeps a journal entry while the queue is only in memory (IndexedDB failed): a reload still has it', async () => {
    const dev = device();
    const srv = server();
    srv.down = true;
    const memoryOnly = { ...createMemoryStore(), durable: () => false };
    const page = new Outbox(
      memoryOnly,
      async () => Promise.reject(new ApiError('network', 0)),
      new Journal(createSyncStore(() => dev.local)),
    );
    await page.enqueue('/track', { n: 1 });
    await page.flush();
    await page.flush();
    expect((await memoryOnly.get<OutboxItem[]>(STORAGE_KEYS.outbox))?.map((i) => i.body)).toEqual([{ n: 1 }]);
    expect(journaled(dev).map((c) => c.body)).toEqual([{ n: 1 }]);

    srv.down = false;
    await openPage(dev, srv).box.flush();
    expect(srv.counted()).toEqual([{ n: 1 }]);
    expect(journaled(dev)).toEqual([]);
  });
});

describe('without a usable localStorage', () => {
  const full = (): StorageBackend => ({
    ...memoryStorageBackend(),
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  });
  const disabled = () => {
    throw new DOMException('denied', 'SecurityError');
  };

  it.each([
    ['full', () => createSyncStore(full)],
    ['disabled (its getter throws)', () => createSyncStore(disabled)],
  ])('%s: calls still go through IndexedDB, once, in order, and survive a reload', async (_, journalStore) => {
    const dev = device();
    const srv = server();
    srv.down = true;
    const before = new Outbox(dev.idb, async () => Promise.reject(new ApiError('network', 0)), new Journal(journalStore()));
    for (const n of [1, 2]) await before.enqueue('/track', { n });
    expect((await stored(dev)).map((i) => i.body)).toEqual([{ n: 1 }, { n: 2 }]);

    srv.down = false;
    const sent: unknown[] = [];
    const after = new Outbox(dev.idb, async (_p, body) => void sent.push(body), new Journal(journalStore()));
    await after.flush();
    await after.flush();
    expect(sent).toEqual([{ n: 1 }, { n: 2 }]);
    expect(console.warn).toHaveBeenCalled();
  });
});

type Step =
  | { kind: 'call'; tab: number }
  | { kind: 'leave'; tab: number }
  | { kind: 'flush'; tab: number }
  | { kind: 'network'; up: boolean }
  | { kind: 'tick'; turns: number }
  | { kind: 'settle' };

const tab = fc.nat({ max: 2 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('call' as const), tab }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('leave' as const), tab }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('flush' as const), tab }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('network' as const), up: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('tick' as const), turns: fc.integer({ min: 1, max: 12 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'settle' as const }) },
);

/** Plays the steps on three tabs of one device; a tab left is opened again at once (a new page). */
async function play(steps: Step[]) {
  const dev = device();
  const srv = server();
  const pages = [0, 1, 2].map(() => openPage(dev, srv));
  const work: Promise<unknown>[] = [];
  const keep = (p: Promise<unknown>) => void work.push(p.catch(() => undefined));
  let made = 0;
  let left = pages.length;
  for (const s of steps) {
    if (s.kind === 'call') keep(pages[s.tab].box.enqueue('/track', { n: (made += 1) }));
    if (s.kind === 'leave') {
      left += 1;
      pages[s.tab].leave();
      pages[s.tab] = openPage(dev, srv);
      keep(pages[s.tab].box.flush());
    }
    if (s.kind === 'flush') keep(pages[s.tab].box.flush());
    if (s.kind === 'network') srv.down = !s.up;
    // A few turns of the event loop's microtasks: a page may leave anywhere in a write or a send.
    if (s.kind === 'tick') for (let i = 0; i < s.turns; i++) await Promise.resolve();
    if (s.kind === 'settle') await Promise.all(work);
  }
  // Then every tab closes, the network is back and the app starts again.
  pages.forEach((p) => p.leave());
  await Promise.all(work);
  srv.down = false;
  const last = openPage(dev, srv);
  await last.box.flush();
  return { made, left, srv, dev, last };
}

describe('any interleaving of calls, pages leaving, merges and flushes (property)', () => {
  it('counts every call exactly once, in the order made, and leaves nothing behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 50 }), async (steps) => {
          const { made, left, srv, dev } = await play(steps);
          expect(srv.counted()).toEqual(Array.from({ length: made }, (_, i) => ({ n: i + 1 })));
          // Sent again only for a page that left with it on its way (one send at a time per page).
          expect(srv.received.length - made).toBeLessThanOrEqual(left);
          expect(await stored(dev)).toEqual([]);
          expect(journaled(dev)).toEqual([]);
        }),
        { numRuns: 200 },
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
