import { fullModuleId, SECTION_MODULES } from '@/content/catalogue';
import type { ResourceType } from '@/content/types';
import type { Visit } from './merge';
import { entryFor, type ProgressMap } from './progress';

/** The one thing a learner returning to a section should do next (positions are 1..7). */
export type NextStep =
  | { kind: 'start'; position: number }
  | { kind: 'continue'; position: number; slide: number }
  | { kind: 'quiz'; position: number }
  | { kind: 'done' };

function entryAt(progress: ProgressMap, resourceType: ResourceType, position: number) {
  return entryFor(progress, fullModuleId(SECTION_MODULES[resourceType][position - 1]));
}

/**
 * The slide last open, unless that module's slides are done (then its knowledge test,
 * unless passed); otherwise the first module in order that is under way, then the first not yet done.
 */
export function nextStep(resourceType: ResourceType, progress: ProgressMap, last: Visit | undefined): NextStep {
  if (last && last.position >= 1 && last.position <= SECTION_MODULES[resourceType].length) {
    const entry = entryAt(progress, resourceType, last.position);
    if (!entry.slidesComplete) return { kind: 'continue', position: last.position, slide: last.slide };
    if (!entry.quizPassed) return { kind: 'quiz', position: last.position };
  }
  const positions = SECTION_MODULES[resourceType].map((_, i) => i + 1);
  for (const position of positions) {
    const entry = entryAt(progress, resourceType, position);
    if (entry.slidesComplete && !entry.quizPassed) return { kind: 'quiz', position };
    if (!entry.slidesComplete && entry.slide > 0) return { kind: 'continue', position, slide: entry.slide };
  }
  const untouched = positions.find((position) => !entryAt(progress, resourceType, position).quizPassed);
  if (untouched) return { kind: 'start', position: untouched };
  return { kind: 'done' };
}
