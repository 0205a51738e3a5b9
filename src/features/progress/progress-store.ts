import { RESOURCE_TYPES } from '@/content/catalogue';
import type { ResourceType } from '@/content/types';
import { STORAGE_KEYS } from '@/lib/storage';
import { syncHub, type SyncHub, type SyncedStore } from '@/lib/synced-store';
import {
  mergeCompletion,
  mergeProgressMaps,
  mergeVisits,
  sanitiseDates,
  sanitiseVisits,
  type CompletionDates,
  type LastVisits,
  type Visit,
} from './merge';
import { allQuizzesPassed, sanitiseProgress, type ProgressMap } from './progress';

/** Local calendar date as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today's date for each section whose seven knowledge tests are passed and that has none yet. */
function earned(progress: ProgressMap, known: CompletionDates): CompletionDates {
  const types = RESOURCE_TYPES.filter((t) => !known[t] && allQuizzesPassed(progress, t));
  return Object.fromEntries(types.map((t) => [t, todayIso()]));
}

/**
 * The learner's progress on this device, in step with every tab: the modules' progress, the
 * sections' completion dates (one key each, as the spec names them) and the slide last open in
 * each section. Each is a synced store (lib/synced-store.ts): only ever merged into, never
 * lowered, journaled so a page closed at once keeps what it recorded.
 */
export interface ProgressStores {
  progress: SyncedStore<ProgressMap>;
  completion: SyncedStore<CompletionDates>;
  visits: SyncedStore<LastVisits>;
  /** Applies a pure transition: shown at once, then stored; a section's date comes with its last test. */
  update(transition: (map: ProgressMap) => ProgressMap): Promise<void>;
  /** Adds already merged progress and dates (a backup): nothing this device has is lowered. */
  mergeAll(progress: ProgressMap, completion: CompletionDates): Promise<void>;
  /** The section page's "continue" returns to this slide (the latest visit wins). */
  recordVisit(resourceType: ResourceType, visit: Visit): Promise<void>;
}

export function createProgressStores(hub: SyncHub): ProgressStores {
  const progress = hub.store<ProgressMap>({
    name: 'progress',
    key: STORAGE_KEYS.progress,
    initial: {},
    scope: hub.personScope,
    sanitise: sanitiseProgress,
    merge: mergeProgressMaps,
    journal: true,
  });
  const completion = hub.store<CompletionDates>({
    name: 'completion',
    key: Object.fromEntries(RESOURCE_TYPES.map((t) => [t, STORAGE_KEYS.completionDate(t)])),
    initial: {},
    scope: hub.personScope,
    sanitise: sanitiseDates,
    merge: mergeCompletion,
    journal: true,
  });
  const visits = hub.store<LastVisits>({
    name: 'visits',
    key: STORAGE_KEYS.lastVisit,
    initial: {},
    scope: hub.personScope,
    sanitise: sanitiseVisits,
    merge: mergeVisits,
    journal: true,
  });

  /** Dates earned by what is shown now (another tab may have passed the other tests meanwhile). */
  const completeEarned = () => completion.write(earned(progress.getSnapshot(), completion.getSnapshot()));

  return {
    progress,
    completion,
    visits,
    async update(transition) {
      const before = progress.getSnapshot();
      const next = transition(before);
      if (next === before) return;
      const stored = progress.write(next);
      await Promise.all([stored, completeEarned()]);
      await completeEarned();
    },
    async mergeAll(map, dates) {
      await Promise.all([progress.write(map), completion.write(dates)]);
      await completeEarned();
    },
    recordVisit: (type, visit) => visits.write({ [type]: visit }),
  };
}

/** The app's progress, on the app's synced stores. */
export const progressStores: ProgressStores = createProgressStores(syncHub);
