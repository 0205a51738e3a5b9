import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createResilientStore, storage, type KeyValueStore } from './storage';

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
