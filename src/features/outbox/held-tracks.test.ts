import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createSyncStore, memoryStorageBackend } from '@/lib/sync-storage';
import { sendHeldTracks } from './held-tracks';
import type { Outbox } from './outbox';

const ID = '0b8a3c8e-5a0d-4f3e-9c1b-2d6f7a8b9c0d';

function device() {
  const backend = memoryStorageBackend();
  const store = createSyncStore(() => backend);
  const enqueueMade = vi.fn(() => Promise.resolve());
  return { store, enqueueMade, outbox: { enqueueMade } as unknown as Outbox };
}

describe('tracked links pressed on a prerendered page (kept by the paint gate)', () => {
  it('each becomes the track call the live link makes, under the id and time the gate gave it, once', () => {
    const { store, enqueueMade, outbox } = device();
    store.set(STORAGE_KEYS.heldTrack(ID), { resource: 'training.Manual', at: 1_700_000_000_000 });
    sendHeldTracks('session-1', store, outbox);
    expect(enqueueMade).toHaveBeenCalledExactlyOnceWith(
      ID,
      API_PATHS.track,
      { id: 'session-1', resource: 'training.Manual' },
      1_700_000_000_000,
    );
    expect(store.keys(STORAGE_KEYS.heldTrack(''))).toEqual([]);
    sendHeldTracks('session-1', store, outbox);
    expect(enqueueMade).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without a session (as a live press), and drops what it cannot send', () => {
    const { store, enqueueMade, outbox } = device();
    store.set(STORAGE_KEYS.heldTrack(ID), { resource: 'training.Manual', at: 1 });
    store.set(STORAGE_KEYS.heldTrack('not-a-uuid'), { resource: 'training.Manual', at: 1 });
    store.set(STORAGE_KEYS.heldTrack('1b8a3c8e-5a0d-4f3e-9c1b-2d6f7a8b9c0d'), { resource: 7 });
    sendHeldTracks('session-1', store, outbox);
    expect(enqueueMade).toHaveBeenCalledTimes(1);
    store.set(STORAGE_KEYS.heldTrack(ID), { resource: 'training.Manual', at: 1 });
    sendHeldTracks(null, store, outbox);
    expect(enqueueMade).toHaveBeenCalledTimes(1);
    expect(store.keys(STORAGE_KEYS.heldTrack(''))).toEqual([]);
  });
});
