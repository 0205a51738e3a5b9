import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimateStorage, isPersisted, requestPersistence } from './storage-quota';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubStorage(storage: Partial<StorageManager> | undefined) {
  vi.stubGlobal('navigator', { ...navigator, storage });
}

describe('storage-quota adapter', () => {
  it('reports persistence, usage and quota from navigator.storage', async () => {
    stubStorage({ persisted: async () => true, estimate: async () => ({ usage: 10, quota: 100 }) });
    expect(await estimateStorage()).toEqual({ usage: 10, quota: 100, persisted: true });
    expect(await isPersisted()).toBe(true);
  });

  it('says "unknown" and asks nothing when navigator.storage is undefined (WebKitGTK)', async () => {
    stubStorage(undefined);
    expect(await isPersisted()).toBe('unknown');
    expect(await estimateStorage()).toEqual({ usage: undefined, quota: undefined, persisted: 'unknown' });
    expect(await requestPersistence()).toBe(false);
  });

  it('asks for persistence only when not yet persisted, and logs a throwing API', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persisted: async () => false, persist });
    expect(await requestPersistence()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubStorage({ persisted: () => Promise.reject(new Error('boom')) });
    expect(await isPersisted()).toBe('unknown');
    expect(await requestPersistence()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
