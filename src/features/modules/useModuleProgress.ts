import { useCallback } from 'react';
import type { FullModuleId } from '../../content/types';
import { useProgress, completeSlides, entryFor, passQuiz, recordSlide, type ModuleProgress } from '../progress';

export interface ModuleProgressApi {
  entry: ModuleProgress;
  /** Records slide i (0-based) as the furthest reached, only when higher. */
  recordSlide(index: number): void;
  /** Finish Module: slidesComplete set (the current slide is reset by the page). */
  finishSlides(): void;
  /** Quiz passed; the provider sets the section's completion date when all seven are. */
  passQuiz(): void;
}

/** The progress transitions a module page uses, bound to one module. */
export function useModuleProgress(fullId: FullModuleId): ModuleProgressApi {
  const { progress, update } = useProgress();
  return {
    entry: entryFor(progress, fullId),
    recordSlide: useCallback((index: number) => void update((map) => recordSlide(map, fullId, index)), [update, fullId]),
    finishSlides: useCallback(() => void update((map) => completeSlides(map, fullId)), [update, fullId]),
    passQuiz: useCallback(() => void update((map) => passQuiz(map, fullId)), [update, fullId]),
  };
}
