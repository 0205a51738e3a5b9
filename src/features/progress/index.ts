/** Public surface of the progress feature for other features. */
export { useLastVisits, useProgress } from './use-progress';
export {
  EMPTY_PROGRESS,
  entryFor,
  completeSlides,
  passQuiz,
  percentComplete,
  recordSlide,
  type ModuleProgress,
  type ProgressMap,
} from './progress';
export { progressStores, todayIso } from './progress-store';
export { nextStep, type NextStep } from './next-step';
export type { CompletionDates } from './merge';
export { codeOf, isFullModuleId, modulesFinished, MODULE_COUNT, sanitiseProgress } from './progress';
export { mergeCompletion, mergeProgressMaps, sanitiseDates } from './merge';
