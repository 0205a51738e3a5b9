import { useCallback } from 'react';
import type { FullModuleId, ResourceType } from '@/content/types';
import { completeSlides, entryFor, passQuiz, progressStores, recordSlide, useProgress, type ModuleProgress } from '../progress';

export interface ModuleProgressApi {
  entry: ModuleProgress;
  /**
   * Slide i (0-based) is open: the section page's "continue" returns to it, and it is the
   * furthest reached when higher.
   */
  recordSlide(index: number): void;
  /** Finish Module: slidesComplete set (the current slide is reset by the page). */
  finishSlides(): void;
  /** Quiz passed; the provider sets the section's completion date when all seven are. */
  passQuiz(): void;
}

/** The progress transitions a module page uses, bound to one module. */
export function useModuleProgress(fullId: FullModuleId, resourceType: ResourceType, position: number): ModuleProgressApi {
  const { progress, update } = useProgress();
  return {
    entry: entryFor(progress, fullId),
    recordSlide: useCallback(
      (index: number) => {
        void progressStores.recordVisit(resourceType, { position, slide: index });
        void update((map) => recordSlide(map, fullId, index));
      },
      [update, fullId, resourceType, position],
    ),
    finishSlides: useCallback(() => void update((map) => completeSlides(map, fullId)), [update, fullId]),
    passQuiz: useCallback(() => void update((map) => passQuiz(map, fullId)), [update, fullId]),
  };
}
