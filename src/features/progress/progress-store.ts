import { RESOURCE_TYPES } from '../../content/catalogue';
import { STORAGE_KEYS, storage, type KeyValueStore } from '../../lib/storage';
import type { CompletionDates } from './merge';
import { sanitiseProgress, type ProgressMap } from './progress';

export type { CompletionDates };

/** Reading stored progress (start-up, in the entry chunk); writes are in progress-writes.ts. */

export async function loadProgress(store: KeyValueStore = storage): Promise<ProgressMap> {
  return sanitiseProgress(await store.get<unknown>(STORAGE_KEYS.progress));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function validDate(v: unknown): v is string {
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

/** Local calendar date as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
