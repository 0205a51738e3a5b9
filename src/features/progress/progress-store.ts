import { RESOURCE_TYPES } from '../../content/catalogue';
import type { ResourceType } from '../../content/types';
import { LEGACY_PROGRESS_KEY, STORAGE_KEYS, legacyStorage, storage, type AtomicStore, type KeyValueStore } from '../../lib/storage';
import { parseLegacy } from './legacy';
import { mergeProgressMaps, type CompletionDates } from './merge';
import { sanitiseProgress, type ProgressMap } from './progress';

export type { CompletionDates };

export async function loadProgress(store: KeyValueStore = storage): Promise<ProgressMap> {
  return sanitiseProgress(await store.get<unknown>(STORAGE_KEYS.progress));
}

/**
 * Merges `map` into what is stored now (another tab may have written since this one read):
 * never a replacement, so a tab's stale or empty copy cannot lower anything. Resolves to the result.
 */
export function writeProgress(map: ProgressMap, store: AtomicStore = storage): Promise<ProgressMap> {
  return store.update(STORAGE_KEYS.progress, (stored) => mergeProgressMaps(sanitiseProgress(stored), map));
}

/** One-time move of the pre-PWA localStorage progress into the current key. */
export async function migrateLegacyProgress(
  store: AtomicStore = storage,
  legacy = legacyStorage,
): Promise<void> {
  if ((await store.get<boolean>(STORAGE_KEYS.migrated)) === true) return;
  const old = parseLegacy(legacy.read(LEGACY_PROGRESS_KEY));
  if (Object.keys(old).length > 0) await writeProgress(old, store);
  await store.set(STORAGE_KEYS.migrated, true);
  // From memory only, the migrated copy dies with the page: the old key is then the only copy.
  if (store.durable?.() === false) return;
  legacy.remove(LEGACY_PROGRESS_KEY);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(v: unknown): v is string {
  return typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v));
}

/** The valid dates of a value read from storage or sent by another tab. */
export function sanitiseDates(raw: unknown): CompletionDates {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const dates: CompletionDates = {};
  for (const t of RESOURCE_TYPES) if (validDate(value[t])) dates[t] = value[t];
  return dates;
}

export async function loadCompletionDates(store: KeyValueStore = storage): Promise<CompletionDates> {
  const values = await Promise.all(RESOURCE_TYPES.map((t) => store.get<unknown>(STORAGE_KEYS.completionDate(t))));
  return sanitiseDates(Object.fromEntries(RESOURCE_TYPES.map((t, i) => [t, values[i]])));
}

/** Stores the date unless an earlier one is stored already; resolves to the date kept. */
export function writeCompletionDate(type: ResourceType, date: string, store: AtomicStore = storage): Promise<string> {
  // The earliest date wins, as in mergeCompletion.
  return store.update(STORAGE_KEYS.completionDate(type), (stored) => (validDate(stored) && stored <= date ? stored : date));
}

/** Local calendar date as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
