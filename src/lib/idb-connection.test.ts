import { get, set, update } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reopeningStore } from './idb-connection';

afterEach(() => vi.restoreAllMocks());

let n = 0;
const freshName = () => `toolkit-test-${++n}-${Date.now()}`;

/** What another tab running a newer build would do: open the database at a higher version. */
function upgradeFromAnotherTab(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 2);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('upgrade blocked by the first tab'));
  });
}

describe('reopeningStore: the IndexedDB connection between tabs', () => {
  it('lets another tab upgrade the database, says so, and reopens for the next call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const name = freshName();
    const store = reopeningStore(name, 'kv', 3000);
    await set('toolkit.lang', 'en', store);
    const other = await upgradeFromAnotherTab(name);
    expect(other.version).toBe(2);
    other.close();
    expect(await get('toolkit.lang', store)).toBe('en');
    await set('toolkit.lang', 'fr', store);
    expect(await get('toolkit.lang', store)).toBe('fr');
    expect(warn.mock.calls.some(([message]) => String(message).includes('another tab upgrades the database'))).toBe(true);
  });

  it('makes a call that met a closed connection once more, on a new connection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = reopeningStore(freshName(), 'kv', 3000);
    await set('toolkit.id', 'learner-1', store);
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementationOnce(() => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError');
    });
    expect(await get('toolkit.id', store)).toBe('learner-1');
    expect(warn.mock.calls.some(([message]) => String(message).includes('connection was closed'))).toBe(true);
  });

  it('passes other failures on to the caller (lib/storage.ts then works from memory)', async () => {
    const store = reopeningStore(freshName(), 'kv', 3000);
    await set('toolkit.id', 'learner-1', store);
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await expect(set('toolkit.id', 'learner-2', store)).rejects.toMatchObject({ name: 'QuotaExceededError' });
  });
});

describe('reopeningStore: leaving the page mid-write', () => {
  /** persisted: the page goes into the back/forward cache and may come back. */
  const pagehide = (persisted = false) => window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));

  /** A merge of two modules' progress, hidden just after it asked for its read; the next page reads at once. */
  async function mergeCutByPagehide(persisted: boolean) {
    const name = freshName();
    const store = reopeningStore(name, 'kv', 3000);
    await set('toolkit.moduleProgress', { '1': { slide: 1 } }, store);
    // The page the learner opens next, its connection already open.
    const nextPage = reopeningStore(name, 'kv', 3000);
    await get('toolkit.lang', nextPage);
    // The page is hidden just after the merge asked for its read, before the read's callback
    // writes; the next page reads at once.
    let nextRead: Promise<unknown> | undefined;
    const read = IDBObjectStore.prototype.get;
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementationOnce(function (this: IDBObjectStore, key: IDBValidKey | IDBKeyRange) {
      const request = read.call(this, key);
      pagehide(persisted);
      nextRead = get('toolkit.moduleProgress', nextPage);
      return request;
    });
    const merging = update('toolkit.moduleProgress', (stored) => ({ ...(stored as object), '2': { slide: 3 } }), store);
    await vi.waitFor(() => expect(nextRead).toBeDefined());
    return { merging, nextRead: nextRead!, nextPage };
  }

  it('a page going into the back/forward cache frees the store at once, and makes its merge again when it comes back', async () => {
    const { merging, nextRead, nextPage } = await mergeCutByPagehide(true);
    // The cut merge no longer holds the store (in WebKit it held it for minutes): the next page reads before it.
    expect(await nextRead).toEqual({ '1': { slide: 1 } });
    // Back from the back/forward cache: the merge is made on a new transaction.
    await merging;
    expect(await get('toolkit.moduleProgress', nextPage)).toEqual({ '1': { slide: 1 }, '2': { slide: 3 } });
  });

  it('a page leaving for good is left to finish its merge (Chromium runs it): the next page reads it', async () => {
    const { merging, nextRead } = await mergeCutByPagehide(false);
    expect(await nextRead).toEqual({ '1': { slide: 1 }, '2': { slide: 3 } });
    await merging;
  });
});
