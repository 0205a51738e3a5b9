import type { ResourceType } from '../../content/types';
import { isFullModuleId, type ModuleProgress, type ProgressMap } from './progress';

/**
 * The one set of rules for combining two records of the same learner's progress: a backup
 * import, the pre-PWA migration, and every write from a tab (whatever another tab stored
 * meanwhile). Nothing recorded is ever lowered, so the result does not depend on the order.
 */

export type CompletionDates = Partial<Record<ResourceType, string>>;

/** Furthest slide is the larger, each flag is set when either side has it. */
export function mergeEntry(a: ModuleProgress, b: ModuleProgress): ModuleProgress {
  return {
    slide: Math.max(a.slide, b.slide),
    slidesComplete: a.slidesComplete || b.slidesComplete,
    quizPassed: a.quizPassed || b.quizPassed,
  };
}

const same = (a: ModuleProgress | undefined, b: ModuleProgress) =>
  a !== undefined && a.slide === b.slide && a.slidesComplete === b.slidesComplete && a.quizPassed === b.quizPassed;

/** `local` itself when `incoming` adds nothing (so a store that compares by identity stays quiet). */
export function mergeProgressMaps(local: ProgressMap, incoming: ProgressMap): ProgressMap {
  let out = local;
  for (const [id, entry] of Object.entries(incoming)) {
    if (!entry || !isFullModuleId(id)) continue;
    const known = local[id];
    const merged = known ? mergeEntry(known, entry) : entry;
    if (same(known, merged)) continue;
    if (out === local) out = { ...local };
    out[id] = merged;
  }
  return out;
}

/** The earliest completion date wins: the certificate keeps the day it was first earned. */
export function mergeCompletion(local: CompletionDates, incoming: CompletionDates): CompletionDates {
  let out = local;
  for (const [type, date] of Object.entries(incoming) as [ResourceType, string | undefined][]) {
    if (!date || (out[type] && out[type] <= date)) continue;
    if (out === local) out = { ...local };
    out[type] = date;
  }
  return out;
}
