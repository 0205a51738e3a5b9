import { createContext, useContext, type ReactNode } from 'react';
import type { ModuleStage } from '@/lib/paths';
import type { FullModuleId, Lang, ModuleCode, ModuleText, ResourceType } from '@/content/types';
import { EMPTY_PROGRESS, type ModuleProgress } from '../progress';

/** Which module page this is: from the route. */
export interface ModuleAddress {
  lang: Lang;
  resourceType: ResourceType;
  position: number;
  code: ModuleCode;
  stage: ModuleStage;
}

/**
 * What every part of one module page knows and may do; made by useModuleState, provided by
 * ModulePage. It stays the same object from slide to slide: a slide change re-renders only the
 * parts that read the place (useModulePlace).
 */
export interface ModuleInfo extends ModuleAddress {
  fullId: FullModuleId;
  text: ModuleText;
  /** Shows slide i (records it as the furthest slide when higher), on the slides stage. */
  selectSlide(index: number): void;
  /** Finish Module: slides complete, tracked, back to slide 1, on to the summary. */
  finishSlides(): void;
  /** Quiz passed, tracked; the section's completion date follows when all seven are. */
  passQuiz(): void;
  goTo(stage: ModuleStage): void;
  /** True after an in-page move: the new stage takes focus (not on first load). */
  moved: boolean;
}

/** Where the learner is in the module: what changes with each slide. */
export interface ModulePlace {
  /** Current slide, 0-based. */
  current: number;
  /** This module's stored progress (furthest slide, slides complete, quiz passed). */
  entry: ModuleProgress;
}

const ModuleContext = createContext<ModuleInfo | null>(null);
const PlaceContext = createContext<ModulePlace>({ current: 0, entry: EMPTY_PROGRESS });

export function ModuleProvider({ value, place, children }: { value: ModuleInfo; place?: ModulePlace; children: ReactNode }) {
  const inner = place ? <PlaceContext.Provider value={place}>{children}</PlaceContext.Provider> : children;
  return <ModuleContext.Provider value={value}>{inner}</ModuleContext.Provider>;
}

/** The current slide and the module's progress. */
export function useModulePlace(): ModulePlace {
  return useContext(PlaceContext);
}

export function useModule(): ModuleInfo {
  const info = useContext(ModuleContext);
  if (!info) throw new Error('useModule outside ModulePage');
  return info;
}
