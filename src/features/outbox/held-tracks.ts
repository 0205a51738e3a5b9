import { API_PATHS } from '@/lib/api-client';
import { isRecord, isString } from '@/lib/guards';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { syncStorage, type SyncStore } from '@/lib/sync-storage';
import { outbox as appOutbox, type Outbox } from './outbox';

const PREFIX = STORAGE_KEYS.heldTrack('');

interface HeldTrack {
  resource: string;
  at: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const isHeldTrack = (value: unknown): value is HeldTrack =>
  isRecord(value) && isString(value.resource) && value.resource.length <= 200 && typeof value.at === 'number';

/**
 * Tracked links pressed on a prerendered page before the app took over (the paint gate keeps
 * them, src/boot/paint-gate.ts): each becomes the track call the live link would have
 * made, under the id the gate gave it, so a second start (another tab) sends it once. Without a
 * session there is nobody to count them for, as with a live press.
 */
export function sendHeldTracks(sessionId: string | null, store: SyncStore = syncStorage, outbox: Outbox = appOutbox): void {
  for (const key of store.keys(PREFIX)) {
    const held = store.get(key);
    const eventId = key.slice(PREFIX.length);
    // Journaled by the outbox before this returns: the held copy can go.
    if (sessionId && isHeldTrack(held) && UUID.test(eventId)) {
      void outbox.enqueueMade(eventId, API_PATHS.track, { id: sessionId, resource: held.resource }, held.at);
    }
    store.remove(key);
  }
}
