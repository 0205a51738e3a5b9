import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';

/** Safari can leave indexedDB.open unanswered forever: start-up must not wait for it. */

function neverAnsweringOpen(): IDBOpenDBRequest {
  return {} as IDBOpenDBRequest;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function freshModules() {
  vi.resetModules();
  return {
    storage: await import('../lib/storage'),
    bootstrap: await import('./bootstrap'),
  };
}

describe('an IndexedDB open request that never answers', () => {
  it('falls back to memory after the timeout, logging once, and keeps working', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('indexedDB', { open: vi.fn(neverAnsweringOpen) });
    const { storage } = await freshModules();
    let answered = false;
    const read = storage.storage.get(STORAGE_KEYS.id).then((v) => ((answered = true), v));
    await vi.advanceTimersByTimeAsync(storage.OPEN_TIMEOUT_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await read).toBeUndefined();
    await storage.storage.set(STORAGE_KEYS.id, 'mock-8');
    expect(await storage.storage.get(STORAGE_KEYS.id)).toBe('mock-8');
    expect(storage.storage.durable?.()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('start-up finishes: signed out, no progress', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('indexedDB', { open: neverAnsweringOpen });
    const { bootstrap } = await freshModules();
    const state = bootstrap.loadInitialState();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await state).toEqual({ session: { id: null, lang: null }, progress: {}, completion: {} });
  });

  it('a working IndexedDB stays durable and is not timed out afterwards', async () => {
    const { storage } = await freshModules();
    await storage.storage.set(STORAGE_KEYS.lang, 'en');
    expect(await storage.storage.get(STORAGE_KEYS.lang)).toBe('en');
    expect(storage.storage.durable?.()).toBe(true);
  });
});
