import { RESOURCE_TYPES } from '@/content/catalogue';
import type { ResourceType } from '@/content/types';
import { isFullModuleId, type ModuleProgress, type ProgressMap } from './progress';

/**
 * The one set of rules for combining two records of the same learner's progress: a backup
 * import, the pre-PWA migration, and every write from a tab (whatever another tab stored
 * meanwhile). Nothing recorded is ever lowered, so the result does not depend on the order.
 */

export type CompletionDates = Partial<Record<ResourceType, string>>;

/** The slide a learner last had open in each section (position 1..7, slide 0-based). */
export interface Visit {
  position: number;
  slide: number;
}
export type LastVisits = Partial<Record<ResourceType, Visit>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function validDate(v: unknown): v is string {
  return typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v));
}

const fields = (raw: unknown) => (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;

/** The valid dates of a value read from storage or sent by another tab. */
export function sanitiseDates(raw: unknown): CompletionDates {
  const value = fields(raw);
  const dates: CompletionDates = {};
  for (const t of RESOURCE_TYPES) if (validDate(value[t])) dates[t] = value[t];
  return dates;
}

const isVisit = (v: unknown): v is Visit => {
  const { position, slide } = fields(v);
  return (
    Number.isInteger(position) &&
    (position as number) >= 1 &&
    (position as number) <= 7 &&
    Number.isInteger(slide) &&
    (slide as number) >= 0
  );
};

export function sanitiseVisits(raw: unknown): LastVisits {
  const value = fields(raw);
  const out: LastVisits = {};
  for (const type of RESOURCE_TYPES) if (isVisit(value[type])) out[type] = value[type];
  return out;
}

/** The latest visit of each section wins; `local` itself when nothing differs. */
export function mergeVisits(local: LastVisits, incoming: LastVisits): LastVisits {
  const changed = (Object.entries(incoming) as [ResourceType, Visit | undefined][]).filter(
    ([type, visit]) => visit && (local[type]?.position !== visit.position || local[type]?.slide !== visit.slide),
  );
  return changed.length === 0 ? local : { ...local, ...Object.fromEntries(changed) };
}

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
