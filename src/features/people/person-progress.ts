import { RESOURCE_TYPES } from '@/content/catalogue';
import { isRecord } from '@/lib/guards';
import { storage, STORAGE_KEYS, type KeyValueStore } from '@/lib/storage';
import { syncStorage, type SyncStore } from '@/lib/sync-storage';
import { mergeProgressMaps, sanitiseDates, sanitiseProgress, type CompletionDates, type ProgressMap } from '@/features/progress';

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
