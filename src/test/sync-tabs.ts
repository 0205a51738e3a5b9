import { createMemoryStore, storage, type AtomicStore } from '../lib/storage';
import { createSyncHub, syncHub, type SyncHub, type SyncMessage } from '../lib/synced-store';
import { createSyncStore, memoryStorageBackend, type SyncStore } from '../lib/sync-storage';
import type { TabChannel } from '../lib/tabs';

/** A localStorage of its own, for a journal that must outlive one "tab". */
export function memoryJournal(): SyncStore {
  const backend = memoryStorageBackend();
  return createSyncStore(() => backend);
}

/** A tab that hears no other. */
export const silentChannel: TabChannel<SyncMessage> = { post: () => undefined, listen: () => () => undefined };

/** One "tab" of synced stores over `kv` (a throwaway memory store unless given). */
export function testHub(kv: AtomicStore = createMemoryStore(), channel = silentChannel, journal = memoryJournal()): SyncHub {
  return createSyncHub({ kv, channel: () => channel, journal });
}

/**
 * The app's synced stores as a new page finds them: first values in memory, nothing stored
 * under `keys` (the unit tests share one fake IndexedDB per file).
 */
export async function freshSyncedStores(keys: readonly string[]): Promise<void> {
  // After the writes still on their way (IndexedDB runs them in order), so none lands after the reset.
  await Promise.all(keys.map((key) => storage.del(key)));
  syncHub.reset();
}
