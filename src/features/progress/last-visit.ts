import { RESOURCE_TYPES } from '../../content/catalogue';
import type { ResourceType } from '../../content/types';
import { logError } from '../../lib/log';
import { STORAGE_KEYS, storage, type KeyValueStore } from '../../lib/storage';
import { createStore, type Store } from '../../lib/store';

/** The slide a learner last had open in each section (position 1..7, slide 0-based). */
export interface Visit {
  position: number;
  slide: number;
}
export type LastVisits = Partial<Record<ResourceType, Visit>>;

const isVisit = (v: unknown): v is Visit =>
  typeof v === 'object' &&
  v !== null &&
  Number.isInteger((v as Visit).position) &&
  (v as Visit).position >= 1 &&
  (v as Visit).position <= 7 &&
  Number.isInteger((v as Visit).slide) &&
  (v as Visit).slide >= 0;

export function sanitiseVisits(raw: unknown): LastVisits {
  if (typeof raw !== 'object' || raw === null) return {};
  const value = raw as Record<string, unknown>;
  const out: LastVisits = {};
  for (const type of RESOURCE_TYPES) if (isVisit(value[type])) out[type] = value[type];
  return out;
}

/** This tab's last visits, read synchronously by section pages (loaded before the first render). */
export const lastVisits: Store<LastVisits> = createStore<LastVisits>({});

/**
 * Reads the stored visits into the store. At start-up what this tab recorded meanwhile wins;
 * with `latest` (a tab shown again after other tabs wrote), what is stored wins.
 * Failures are logged and ignored.
 */
export async function loadLastVisits(kv: KeyValueStore = storage, visits = lastVisits, latest = false): Promise<void> {
  try {
    const known = sanitiseVisits(await kv.get<unknown>(STORAGE_KEYS.lastVisit));
    visits.set((v) => (latest ? { ...v, ...known } : { ...known, ...v }));
  } catch (error) {
    logError('last visit read failed', error);
  }
}
