import { createStore as idbKeyvalStore } from 'idb-keyval';
import { createMemoryStore, createResilientStore, idbStore, storage, type AtomicStore } from '@/lib/storage';
import { createSyncHub, isSyncMessage, syncHub, type SyncHub, type SyncMessage } from '@/lib/synced-store';
import { createSyncStore, memoryStorageBackend, type SyncStore } from '@/lib/sync-storage';
import { tabChannel, type TabChannel } from '@/lib/tabs';

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

let run = 0;
/**
 * `count` "tabs" of one device: each its own IndexedDB connection and hub over one (fake)
 * database, one tab channel name, one localStorage journal.
 */
export function tabsOver(count: number, journal: SyncStore = memoryJournal()): { kv: AtomicStore; hub: SyncHub }[] {
  run += 1;
  const db = `synced-${run}`;
  return Array.from({ length: count }, () => {
    const kv = createResilientStore(idbStore(idbKeyvalStore(db, 'kv')));
    const channel = tabChannel(db, isSyncMessage);
    return { kv, hub: createSyncHub({ kv, channel: () => channel, journal }) };
  });
}

export type Tags = Record<string, true>;

/** A per-person store of tags: merged by union, journaled (as progress is); each write names whom it was for. */
export function personTagStore(hub: SyncHub) {
  return hub.store<Tags, Tags>({
    name: 'tags',
    key: 'test.tags',
    initial: {},
    sanitise: (raw) => (typeof raw === 'object' && raw !== null ? (raw as Tags) : {}),
    merge: (current, change) => (Object.keys(change).every((k) => k in current) ? current : { ...current, ...change }),
    journal: true,
    scope: hub.personScope,
  });
}
