import { RESOURCE_TYPES } from '@/content/catalogue';
import { STORAGE_KEYS, type KeyValueStore } from '@/lib/storage';
import type { SyncStore } from '@/lib/sync-storage';

/** The synced stores that keep a copy per person (their names on the hub: journal keys). */
const PERSON_STORES = ['progress', 'completion', 'visits', 'narration', 'narrationPositions', 'display'] as const;

const suffixed = (key: string, scope: string) => (scope ? `${key}@${scope}` : key);

/** Every key a person's copy can live under: in IndexedDB, and their journal in localStorage. */
export function personKeys(scope: string): { kv: string[]; journal: string[] } {
  const kv = [
    STORAGE_KEYS.progress,
    ...RESOURCE_TYPES.map((t) => STORAGE_KEYS.completionDate(t)),
    STORAGE_KEYS.lastVisit,
    STORAGE_KEYS.narration,
    STORAGE_KEYS.narrationPositions,
    STORAGE_KEYS.display,
  ];
  return {
    kv: kv.map((key) => suffixed(key, scope)),
    journal: PERSON_STORES.map((name) => STORAGE_KEYS.syncJournal(suffixed(name, scope))),
  };
}

/** Deletes every stored value of the person keyed by `scope`. */
export async function forgetScope(scope: string, kv: KeyValueStore, journal: SyncStore): Promise<void> {
  const keys = personKeys(scope);
  keys.journal.forEach((key) => journal.remove(key));
  await Promise.all(keys.kv.map((key) => kv.del(key)));
}
