import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createResilientStore, STORAGE_KEYS, type KeyValueStore } from './storage';

afterEach(() => vi.restoreAllMocks());

/** IndexedDB holding a learner's progress, whose reads fail for a while (a connection lost and not regained). */
async function storedProgressThatCannotBeRead() {
  const backend = createMemoryStore();
  await backend.set(STORAGE_KEYS.progress, { '3': { slide: 9, slidesComplete: true, quizPassed: true } });
  const failing = { reads: true };
  const primary: KeyValueStore = {
    get: (k) => (failing.reads ? Promise.reject(new DOMException('closed', 'InvalidStateError')) : backend.get(k)),
    set: (k, v) => backend.set(k, v),
    del: (k) => backend.del(k),
  };
  return { backend, failing, primary };
}

describe('the fallback to memory, in a tab whose storage failed', () => {
  it('says so, and never writes its empty state over what is stored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { backend, failing, primary } = await storedProgressThatCannotBeRead();
    const store = createResilientStore(primary);
    // The tab reads no progress, and records a slide as if there were none.
    expect(await store.get(STORAGE_KEYS.progress)).toBeUndefined();
    await store.set(STORAGE_KEYS.progress, { '2': { slide: 1, slidesComplete: false, quizPassed: false } });
    failing.reads = false;
    await store.set(STORAGE_KEYS.progress, { '2': { slide: 2, slidesComplete: false, quizPassed: false } });
    expect(await backend.get(STORAGE_KEYS.progress)).toEqual({ '3': { slide: 9, slidesComplete: true, quizPassed: true } });
    expect(store.durable?.()).toBe(false);
    expect(String(warn.mock.calls[0]?.[0])).toContain('using memory');
  });
});
