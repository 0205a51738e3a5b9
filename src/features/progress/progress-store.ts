import { RESOURCE_TYPES } from '../../content/catalogue';
import type { ResourceType } from '../../content/types';
import { LEGACY_PROGRESS_KEY, STORAGE_KEYS, legacyStorage, storage, type KeyValueStore } from '../../lib/storage';
import { mergeProgress, parseLegacy } from './legacy';
import { sanitiseProgress, type ProgressMap } from './progress';

export type CompletionDates = Partial<Record<ResourceType, string>>;

export async function loadProgress(store: KeyValueStore = storage): Promise<ProgressMap> {
  return sanitiseProgress(await store.get<unknown>(STORAGE_KEYS.progress));
}

export async function saveProgress(map: ProgressMap, store: KeyValueStore = storage) {
  await store.set(STORAGE_KEYS.progress, map);
}

/** One-time move of the pre-PWA localStorage progress into the current key. */
export async function migrateLegacyProgress(
  store: KeyValueStore = storage,
  legacy = legacyStorage,
): Promise<void> {
  if ((await store.get<boolean>(STORAGE_KEYS.migrated)) === true) return;
  const old = parseLegacy(legacy.read(LEGACY_PROGRESS_KEY));
  if (Object.keys(old).length > 0) {
    await saveProgress(mergeProgress(await loadProgress(store), old), store);
  }
  await store.set(STORAGE_KEYS.migrated, true);
  // From memory only, the migrated copy dies with the page: the old key is then the only copy.
  if (store.durable?.() === false) return;
  legacy.remove(LEGACY_PROGRESS_KEY);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function loadCompletionDates(store: KeyValueStore = storage): Promise<CompletionDates> {
  const values = await Promise.all(RESOURCE_TYPES.map((t) => store.get<unknown>(STORAGE_KEYS.completionDate(t))));
  const dates: CompletionDates = {};
  RESOURCE_TYPES.forEach((t, i) => {
    const v = values[i];
    if (typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))) dates[t] = v;
  });
  return dates;
}

export async function saveCompletionDate(type: ResourceType, date: string, store: KeyValueStore = storage) {
  await store.set(STORAGE_KEYS.completionDate(type), date);
}

/** Local calendar date as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
