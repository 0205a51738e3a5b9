import { MODULES, SECTION_MODULES, fullModuleId } from '@/content/catalogue';
import type { FullModuleId, ModuleCode, ResourceType } from '@/content/types';

export interface ModuleProgress {
  /** Furthest slide index reached (0-based). */
  slide: number;
  slidesComplete: boolean;
  quizPassed: boolean;
}

export type ProgressMap = Partial<Record<FullModuleId, ModuleProgress>>;

export const EMPTY_PROGRESS: ModuleProgress = { slide: 0, slidesComplete: false, quizPassed: false };

const CODE_BY_FULL_ID = new Map<string, ModuleCode>((Object.keys(MODULES) as ModuleCode[]).map((code) => [fullModuleId(code), code]));

export function isFullModuleId(value: string): value is FullModuleId {
  return CODE_BY_FULL_ID.has(value);
}

export function codeOf(id: FullModuleId): ModuleCode {
  return CODE_BY_FULL_ID.get(id)!;
}

function sanitiseEntry(id: FullModuleId, raw: unknown): ModuleProgress | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const entry = raw as Record<string, unknown>;
  const last = MODULES[codeOf(id)].slideCount - 1;
  const slide = Number.isInteger(entry.slide) ? Math.min(Math.max(entry.slide as number, 0), last) : 0;
  return {
    slide,
    slidesComplete: entry.slidesComplete === true,
    quizPassed: entry.quizPassed === true,
  };
}

/** Keeps every valid entry of a stored value and drops what is malformed. */
export function sanitiseProgress(raw: unknown): ProgressMap {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const result: ProgressMap = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isFullModuleId(key)) continue;
    const entry = sanitiseEntry(key, value);
    if (entry) result[key] = entry;
  }
  return result;
}

export function entryFor(map: ProgressMap, id: FullModuleId): ModuleProgress {
  return map[id] ?? EMPTY_PROGRESS;
}

/** Records the furthest slide only when it is higher than the stored one. */
export function recordSlide(map: ProgressMap, id: FullModuleId, slide: number): ProgressMap {
  const entry = entryFor(map, id);
  if (slide <= entry.slide) return map;
  return { ...map, [id]: { ...entry, slide } };
}

export function completeSlides(map: ProgressMap, id: FullModuleId): ProgressMap {
  const entry = entryFor(map, id);
  if (entry.slidesComplete) return map;
  const last = MODULES[codeOf(id)].slideCount - 1;
  return { ...map, [id]: { ...entry, slide: last, slidesComplete: true } };
}

export function passQuiz(map: ProgressMap, id: FullModuleId): ProgressMap {
  const entry = entryFor(map, id);
  return { ...map, [id]: { ...entry, slidesComplete: true, quizPassed: true } };
}

export function sectionIds(resourceType: ResourceType): FullModuleId[] {
  return SECTION_MODULES[resourceType].map(fullModuleId);
}

export function allQuizzesPassed(map: ProgressMap, resourceType: ResourceType): boolean {
  return sectionIds(resourceType).every((id) => entryFor(map, id).quizPassed);
}

/** Percentage of a module's slides reached (100 once slides are complete). */
export function percentComplete(map: ProgressMap, id: FullModuleId): number {
  const entry = entryFor(map, id);
  if (entry.slidesComplete) return 100;
  const count = MODULES[codeOf(id)].slideCount;
  return Math.round((entry.slide / count) * 100);
}

/** Modules finished: their knowledge test passed (what completes a section, and its certificate). */
export function modulesFinished(map: ProgressMap): number {
  return Object.values(map).filter((entry) => entry?.quizPassed).length;
}

/** Every module of the toolkit, shared ones once. */
export const MODULE_COUNT = Object.keys(MODULES).length;
