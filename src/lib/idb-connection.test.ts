import { get, set } from 'idb-keyval';
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
