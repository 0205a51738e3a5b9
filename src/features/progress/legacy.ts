import { parseJson } from '@/lib/safe-parse';
import { LEGACY_PROGRESS_KEY, STORAGE_KEYS, legacyStorage, storage, type AtomicStore } from '@/lib/storage';
import { mergeProgressMaps } from './merge';
import { sanitiseProgress, type ProgressMap } from './progress';
import { syncHub } from '@/lib/synced-store';
import { progressStores, type ProgressStores } from './progress-store';

/** Older builds keyed modules 1 and 6 by bare number and a/b by code. */
const LEGACY_KEYS: Record<string, string> = {
  '1': '1-training',
  '6': '6-training',
  a: '1-implementation',
  b: '6-implementation',
};

/** Parses the legacy JSON value; anything unreadable migrates as nothing. */
export function parseLegacy(json: string | null): ProgressMap {
  if (!json) return {};
  const parsed = parseJson(json);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return {};
  const renamed = Object.fromEntries(Object.entries(parsed.value).map(([k, v]) => [LEGACY_KEYS[k] ?? k, v]));
  return sanitiseProgress(renamed);
}

/**
 * Start-up, once, on a device that used the pre-PWA app: its localStorage progress joins the
 * stored one, merged like any write (so running it again could never lower anything). It is the
 * device's first person's (the person whose keys keep the spec's names): while another person
 * uses the device, it waits for a start where the first person does.
 */
export async function migrateLegacyProgress(
  stores: Pick<ProgressStores, 'update'> = progressStores,
  kv: AtomicStore = storage,
  legacy = legacyStorage,
  scope: () => string = syncHub.personScope,
): Promise<void> {
  if (scope() !== '') return;
  if ((await kv.get<boolean>(STORAGE_KEYS.migrated)) === true) return;
  const old = parseLegacy(legacy.read(LEGACY_PROGRESS_KEY));
  if (Object.keys(old).length > 0) await stores.update((map) => mergeProgressMaps(map, old));
  await kv.set(STORAGE_KEYS.migrated, true);
  // From memory only, the migrated copy dies with the page: the old key is then the only copy.
  if (kv.durable?.() === false) return;
  legacy.remove(LEGACY_PROGRESS_KEY);
}
