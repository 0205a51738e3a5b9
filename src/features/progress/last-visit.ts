import { RESOURCE_TYPES } from '../../content/catalogue';
import type { ResourceType } from '../../content/types';
import { logError } from '../../lib/log';
import { STORAGE_KEYS, storage, type KeyValueStore } from '../../lib/storage';

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

/**
 * Kept in memory for synchronous reads by section pages (read from storage before the
 * first render), written through to storage; failures are logged and ignored.
 */
export function createVisitStore(store: KeyValueStore = storage) {
  let visits: LastVisits = {};
  return {
    async load(): Promise<void> {
      try {
        visits = { ...sanitiseVisits(await store.get<unknown>(STORAGE_KEYS.lastVisit)), ...visits };
      } catch (error) {
        logError('last visit read failed', error);
      }
    },
    get: (type: ResourceType): Visit | undefined => visits[type],
    record(type: ResourceType, visit: Visit): void {
      const known = visits[type];
      if (known?.position === visit.position && known.slide === visit.slide) return;
      visits = { ...visits, [type]: visit };
      store.set(STORAGE_KEYS.lastVisit, visits).catch((error: unknown) => logError('last visit write failed', error));
    },
  };
}

export const lastVisits = createVisitStore();
