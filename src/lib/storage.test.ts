import { createStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createResilientStore, idbStore, storage, type KeyValueStore } from './storage';

function throwingStore(): KeyValueStore {
  const boom = () => Promise.reject(new DOMException('quota', 'QuotaExceededError'));
  return { get: boom, set: boom, del: boom };
}

describe('storage adapter', () => {
  it('persists values in IndexedDB', async () => {
    await storage.set('toolkit.test', { a: 1 });
    expect(await storage.get('toolkit.test')).toEqual({ a: 1 });
    await storage.del('toolkit.test');
    expect(await storage.get('toolkit.test')).toBeUndefined();
  });

  it('falls back to memory when the backend throws, logging once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createResilientStore(throwingStore());
    await store.set('toolkit.id', 'abc');
    expect(await store.get('toolkit.id')).toBe('abc');
    await store.del('toolkit.id');
    expect(await store.get('toolkit.id')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps values read before the backend failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = createMemoryStore();
    await backend.set('toolkit.lang', 'en');
    let broken = false;
    const flaky: KeyValueStore = {
      get: (k) => (broken ? Promise.reject(new Error('gone')) : backend.get(k)),
      set: (k, v) => (broken ? Promise.reject(new Error('gone')) : backend.set(k, v)),
      del: (k) => backend.del(k),
    };
    const store = createResilientStore(flaky);
    expect(await store.get('toolkit.lang')).toBe('en');
    broken = true;
    expect(await store.get('toolkit.lang')).toBe('en');
  });
});

describe('update: one read and write, atomic across tabs', () => {
  it('applies the function to what is stored now, in memory and in IndexedDB', async () => {
    for (const store of [createMemoryStore(), storage]) {
      await store.del('toolkit.count');
      expect(await store.update('toolkit.count', (n) => (typeof n === 'number' ? n : 0) + 1)).toBe(1);
      expect(await store.update('toolkit.count', (n) => (n as number) + 1)).toBe(2);
      expect(await store.get('toolkit.count')).toBe(2);
    }
  });

  it('loses no write when two connections (two tabs) update the same key at once', async () => {
    const tabs = [1, 2].map(() => createResilientStore(idbStore(createStore('storage-update-test', 'kv'))));
    const add = (n: unknown) => (typeof n === 'number' ? n : 0) + 1;
    await Promise.all(Array.from({ length: 40 }, (_, i) => tabs[i % 2].update('toolkit.count', add)));
    expect(await tabs[0].get('toolkit.count')).toBe(40);
    // What the same increments give as a read then a write: most are lost.
    await tabs[0].set('toolkit.count', 0);
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => tabs[i % 2].set('toolkit.count', add(await tabs[i % 2].get('toolkit.count')))),
    );
    expect(await tabs[1].get('toolkit.count')).toBeLessThan(40);
  });

  it('falls back to memory when the backend fails, merging into what this tab knew', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = createMemoryStore();
    await backend.set('toolkit.list', ['a']);
    const store = createResilientStore({ ...backend, update: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')) });
    expect(await store.get('toolkit.list')).toEqual(['a']);
    expect(await store.update('toolkit.list', (l) => [...(l as string[]), 'b'])).toEqual(['a', 'b']);
    expect(await store.get('toolkit.list')).toEqual(['a', 'b']);
    expect(await backend.get('toolkit.list')).toEqual(['a']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats a backend without update as failed rather than write without a transaction', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createResilientStore(throwingStore());
    expect(await store.update('toolkit.n', () => 1)).toBe(1);
    expect(store.durable?.()).toBe(false);
  });
});
