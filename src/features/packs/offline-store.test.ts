import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineStore } from './offline-store';

afterEach(() => vi.useRealTimers());

describe('OfflineStore: the pack state for useSyncExternalStore', () => {
  it('starts empty and not ready, with what the browser supports', () => {
    const snapshot = new OfflineStore(false, 'mp4').getSnapshot();
    expect(snapshot).toMatchObject({ ready: false, supported: false, videoFormat: 'mp4', jobs: {}, storage: null });
    expect(snapshot.cached.size).toBe(0);
  });

  it('gives readers a new snapshot per change and tells every subscriber', () => {
    const store = new OfflineStore(true, 'webm');
    const heard = vi.fn();
    store.subscribe(heard);
    const before = store.getSnapshot();
    store.setJob('en:core', { status: 'running' });
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.jobs['en:core']).toEqual({ status: 'running' });
    expect(before.jobs['en:core']).toBeUndefined();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps a snapshot unchanged by later writes (cached files)', () => {
    const store = new OfflineStore(true, 'webm');
    store.markCached('/a.svg', true);
    store.emit();
    const first = store.getSnapshot();
    store.markCached('/b.svg', true);
    store.markCached('/a.svg', false);
    expect([...first.cached]).toEqual(['/a.svg']);
    store.emit();
    expect([...store.getSnapshot().cached]).toEqual(['/b.svg']);
  });

  it('batches progress changes into one update within 150 ms', () => {
    vi.useFakeTimers();
    const store = new OfflineStore(true, 'webm');
    const heard = vi.fn();
    store.subscribe(heard);
    for (let done = 1; done <= 5; done++) {
      store.setJob(
        'en:core',
        { status: 'running', progress: { filesDone: done, filesTotal: 5, bytesDone: done, bytesTotal: 5, bytesFetched: done } },
        false,
      );
    }
    expect(heard).not.toHaveBeenCalled();
    vi.advanceTimersByTime(150);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().jobs['en:core']?.progress?.filesDone).toBe(5);
  });

  it('an immediate change flushes a pending batch once', () => {
    vi.useFakeTimers();
    const store = new OfflineStore(true, 'webm');
    const heard = vi.fn();
    store.subscribe(heard);
    store.setJob('en:core', { status: 'running' }, false);
    store.setJob('en:core', undefined);
    vi.advanceTimersByTime(500);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().jobs).toEqual({});
  });

  it('stops telling a subscriber that left', () => {
    const store = new OfflineStore(true, 'webm');
    const heard = vi.fn();
    store.subscribe(heard)();
    store.emit();
    expect(heard).not.toHaveBeenCalled();
  });
});
