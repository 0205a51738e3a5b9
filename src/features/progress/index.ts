/** Public surface of the progress feature for other features. */
export { ProgressProvider } from './ProgressContext';
export { useProgress } from './useProgress';
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
export { todayIso } from './progress-store';
export { lastVisits } from './last-visit';
export { recordVisit } from './visit-sync';
export { nextStep, type NextStep } from './next-step';
