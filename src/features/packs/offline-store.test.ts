import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOfflineState, markCached, publish, setJob } from './offline-store';

afterEach(() => vi.useRealTimers());

describe('The offline state: the pack state for useSyncExternalStore', () => {
  it('starts empty and not ready, with what the browser supports', () => {
    const snapshot = createOfflineState(false, 'mp4').store.getSnapshot();
    expect(snapshot).toMatchObject({ ready: false, supported: false, videoFormat: 'mp4', jobs: {}, storage: null });
    expect(snapshot.cached.size).toBe(0);
  });

  it('gives readers a new snapshot per change and tells every subscriber', () => {
    const store = createOfflineState(true, 'webm');
    const heard = vi.fn();
    store.store.subscribe(heard);
    const before = store.store.getSnapshot();
    setJob(store, 'en:core', { status: 'running' });
    const after = store.store.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.jobs['en:core']).toEqual({ status: 'running' });
    expect(before.jobs['en:core']).toBeUndefined();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps a snapshot unchanged by later writes (cached files)', () => {
    const store = createOfflineState(true, 'webm');
    markCached(store, '/a.svg', true);
    publish(store);
    const first = store.store.getSnapshot();
    markCached(store, '/b.svg', true);
    markCached(store, '/a.svg', false);
    expect([...first.cached]).toEqual(['/a.svg']);
    publish(store);
    expect([...store.store.getSnapshot().cached]).toEqual(['/b.svg']);
  });

  it('shares the cached set between snapshots until a file comes or goes, so readers of it redo nothing', () => {
    const store = createOfflineState(true, 'webm');
    markCached(store, '/a.svg', true);
    publish(store);
    const first = store.store.getSnapshot();
    setJob(store, 'en:core', { status: 'running' });
    markCached(store, '/a.svg', true);
    publish(store);
    expect(store.store.getSnapshot().cached).toBe(first.cached);
    markCached(store, '/b.svg', true);
    publish(store);
    expect(store.store.getSnapshot().cached).not.toBe(first.cached);
    expect([...store.store.getSnapshot().cached]).toEqual(['/a.svg', '/b.svg']);
  });

  it('batches progress changes into one update within 150 ms', () => {
    vi.useFakeTimers();
    const store = createOfflineState(true, 'webm');
    const heard = vi.fn();
    store.store.subscribe(heard);
    for (let done = 1; done <= 5; done++) {
      setJob(
        store,
        'en:core',
        { status: 'running', progress: { filesDone: done, filesTotal: 5, bytesDone: done, bytesTotal: 5, bytesFetched: done } },
        false,
      );
    }
    expect(heard).not.toHaveBeenCalled();
    vi.advanceTimersByTime(150);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.store.getSnapshot().jobs['en:core']?.progress?.filesDone).toBe(5);
  });

  it('an immediate change flushes a pending batch once', () => {
    vi.useFakeTimers();
    const store = createOfflineState(true, 'webm');
    const heard = vi.fn();
    store.store.subscribe(heard);
    setJob(store, 'en:core', { status: 'running' }, false);
    setJob(store, 'en:core', undefined);
    vi.advanceTimersByTime(500);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.store.getSnapshot().jobs).toEqual({});
  });

  it('stops telling a subscriber that left', () => {
    const store = createOfflineState(true, 'webm');
    const heard = vi.fn();
    store.store.subscribe(heard)();
    publish(store);
    expect(heard).not.toHaveBeenCalled();
  });
});
