import type { ResourceType } from '../../content/types';
import { LEGACY_PROGRESS_KEY, STORAGE_KEYS, legacyStorage, storage, type AtomicStore } from '../../lib/storage';
import { parseLegacy } from './legacy';
import { mergeProgressMaps } from './merge';
import { sanitiseProgress, type ProgressMap } from './progress';
import { validDate } from './progress-store';

/**
 * Merges `map` into what is stored now (another tab may have written since this one read):
 * never a replacement, so a tab's stale or empty copy cannot lower anything. Resolves to the result.
 */
export function writeProgress(map: ProgressMap, store: AtomicStore = storage): Promise<ProgressMap> {
  return store.update(STORAGE_KEYS.progress, (stored) => mergeProgressMaps(sanitiseProgress(stored), map));
}

/** Stores the date unless an earlier one is stored already (as in mergeCompletion); resolves to the date kept. */
export function writeCompletionDate(type: ResourceType, date: string, store: AtomicStore = storage): Promise<string> {
  return store.update(STORAGE_KEYS.completionDate(type), (stored) => (validDate(stored) && stored <= date ? stored : date));
}

/**
 * One-time move of the pre-PWA localStorage progress into the current key, merged like any
 * write (so running it again could never lower anything). Start-up loads this module only when
 * the old key is there.
 */
export async function migrateLegacyProgress(store: AtomicStore = storage, legacy = legacyStorage): Promise<void> {
  if ((await store.get<boolean>(STORAGE_KEYS.migrated)) === true) return;
  const old = parseLegacy(legacy.read(LEGACY_PROGRESS_KEY));
  if (Object.keys(old).length > 0) await writeProgress(old, store);
  await store.set(STORAGE_KEYS.migrated, true);
  // From memory only, the migrated copy dies with the page: the old key is then the only copy.
  if (store.durable?.() === false) return;
  legacy.remove(LEGACY_PROGRESS_KEY);
}
