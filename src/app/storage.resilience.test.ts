import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createResilientStore, STORAGE_KEYS, type KeyValueStore } from '../lib/storage';

/** Storage that throws must never break the app: it works from memory and logs once. */

function syncThrowing(): KeyValueStore {
  const boom = () => {
    throw new DOMException('The operation failed for reasons unrelated to the database itself', 'UnknownError');
  };
  return { get: boom, set: boom, del: boom } as KeyValueStore;
}

function quotaOnWrite(backend: KeyValueStore): KeyValueStore {
  const quota = () => Promise.reject(new DOMException('quota', 'QuotaExceededError'));
  return { get: (k) => backend.get(k), set: quota, del: quota };
}

/** An IDBOpenDBRequest that fails asynchronously, as in Firefox private windows. */
function failingOpenRequest(): IDBOpenDBRequest {
  const request = { error: new DOMException('A mutation operation was attempted', 'InvalidStateError') } as {
    error: DOMException;
    onerror?: () => void;
  };
  setTimeout(() => request.onerror?.(), 0);
  return request as unknown as IDBOpenDBRequest;
}

async function freshDefaultStorage() {
  vi.resetModules();
  return (await import('../lib/storage')).storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a store that throws synchronously on every call', () => {
  it('keeps every key in memory and logs once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createResilientStore(syncThrowing());
    await store.set(STORAGE_KEYS.id, 'mock-1');
    await store.set(STORAGE_KEYS.progress, { '3': { slide: 2 } });
    await store.set(STORAGE_KEYS.outbox, [{ seq: 1 }]);
    await store.del(STORAGE_KEYS.outbox);
    expect(await store.get(STORAGE_KEYS.id)).toBe('mock-1');
    expect(await store.get(STORAGE_KEYS.progress)).toEqual({ '3': { slide: 2 } });
    expect(await store.get(STORAGE_KEYS.outbox)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('using memory');
  });

  it('returns copies, so callers cannot change stored values by mutation', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createResilientStore(syncThrowing());
    const value = { '3': { slide: 2 } };
    await store.set(STORAGE_KEYS.progress, value);
    value['3'].slide = 9;
    const read = await store.get<typeof value>(STORAGE_KEYS.progress);
    read!['3'].slide = 7;
    expect(await store.get(STORAGE_KEYS.progress)).toEqual({ '3': { slide: 2 } });
  });
});

describe('a store whose writes fail (quota)', () => {
  it('keeps what was read before and what was written after, logging once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = createMemoryStore();
    await backend.set(STORAGE_KEYS.lang, 'en');
    const store = createResilientStore(quotaOnWrite(backend));
    expect(await store.get(STORAGE_KEYS.lang)).toBe('en');
    await store.set(STORAGE_KEYS.id, 'mock-2');
    await store.set(STORAGE_KEYS.id, 'mock-3');
    await store.del(STORAGE_KEYS.id);
    await store.set(STORAGE_KEYS.id, 'mock-4');
    expect(await store.get(STORAGE_KEYS.id)).toBe('mock-4');
    expect(await store.get(STORAGE_KEYS.lang)).toBe('en');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('the default storage when IndexedDB is broken', () => {
  it('indexedDB.open throws: memory, one log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The user denied permission to access the database', 'SecurityError');
      },
    });
    const storage = await freshDefaultStorage();
    expect(await storage.get(STORAGE_KEYS.id)).toBeUndefined();
    await storage.set(STORAGE_KEYS.id, 'mock-5');
    expect(await storage.get(STORAGE_KEYS.id)).toBe('mock-5');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('the open request fails asynchronously: memory, one log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('indexedDB', { open: failingOpenRequest });
    const storage = await freshDefaultStorage();
    await storage.set(STORAGE_KEYS.lang, 'en');
    expect(await storage.get(STORAGE_KEYS.lang)).toBe('en');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('no IndexedDB at all: memory, one log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('indexedDB', undefined);
    const storage = await freshDefaultStorage();
    await storage.set(STORAGE_KEYS.id, 'mock-6');
    expect(await storage.get(STORAGE_KEYS.id)).toBe('mock-6');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('the app still starts: signed out, no progress, then signs in from memory', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    vi.resetModules();
    const { loadInitialState } = await import('./bootstrap');
    const { sessionStore, writeSession } = await import('../features/access/session-store');
    const { storage, STORAGE_KEYS } = await import('../lib/storage');
    expect(await loadInitialState()).toEqual({ session: { id: null, lang: null }, progress: {}, completion: {} });
    await writeSession({ id: 'mock-7', lang: 'en' });
    expect(sessionStore.getSnapshot()).toEqual({ id: 'mock-7', lang: 'en' });
    expect(await storage.get(STORAGE_KEYS.id)).toBe('mock-7');
  });
});
