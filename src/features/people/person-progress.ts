import { RESOURCE_TYPES } from '@/content/catalogue';
import { isRecord } from '@/lib/guards';
import { storage, STORAGE_KEYS, type AtomicStore, type KeyValueStore } from '@/lib/storage';
import { syncStorage, type SyncStore } from '@/lib/sync-storage';
import {
  mergeCompletion,
  mergeProgressMaps,
  sanitiseDates,
  sanitiseProgress,
  type CompletionDates,
  type ProgressMap,
} from '@/features/progress';

const suffixed = (key: string, scope: string) => (scope ? `${key}@${scope}` : key);

/** A write of theirs a closed page left in the journal (features/progress journals progress). */
function journaled(journal: SyncStore, scope: string): ProgressMap {
  const entry = journal.get(STORAGE_KEYS.syncJournal(suffixed('progress', scope)));
  return isRecord(entry) ? sanitiseProgress(entry.value) : {};
}

/**
 * A person's stored progress and completion dates, read from their own keys whoever uses the
 * device now: the picker's "how far they are", and the backup offered before they are removed.
 */
export async function readPersonProgress(
  scope: string,
  kv: KeyValueStore = storage,
  journal: SyncStore = syncStorage,
): Promise<{ progress: ProgressMap; completion: CompletionDates }> {
  const [progress, ...dates] = await Promise.all([
    kv.get<unknown>(suffixed(STORAGE_KEYS.progress, scope)),
    ...RESOURCE_TYPES.map((t) => kv.get<unknown>(suffixed(STORAGE_KEYS.completionDate(t), scope))),
  ]);
  return {
    progress: mergeProgressMaps(sanitiseProgress(progress), journaled(journal, scope)),
    completion: sanitiseDates(Object.fromEntries(RESOURCE_TYPES.map((t, i) => [t, dates[i]]))),
  };
}

/**
 * Adds progress and dates to a person's stored copy while someone else (or nobody) uses the
 * device: merged into what is stored, one key at a time, so nothing they have is lowered. Their
 * stores are in no tab's use (who is chosen is the device's), and read these keys when chosen.
 */
export async function mergePersonProgress(
  scope: string,
  progress: ProgressMap,
  completion: CompletionDates,
  kv: AtomicStore = storage,
): Promise<void> {
  await kv.update(suffixed(STORAGE_KEYS.progress, scope), (stored) => mergeProgressMaps(sanitiseProgress(stored), progress));
  for (const type of RESOURCE_TYPES) {
    const date = completion[type];
    if (!date) continue;
    await kv.update(suffixed(STORAGE_KEYS.completionDate(type), scope), (stored) => {
      const kept = sanitiseDates({ [type]: stored });
      return mergeCompletion(kept, { [type]: date })[type];
    });
  }
}
