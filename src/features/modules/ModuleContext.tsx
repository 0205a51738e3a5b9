import { createContext, useContext } from 'react';
import type { ModuleStage } from '@/lib/paths';
import type { FullModuleId, Lang, ModuleCode, ModuleText, ResourceType } from '@/content/types';
import type { ModuleProgress } from '../progress';

/** Which module page this is: from the route. */
export interface ModuleAddress {
  lang: Lang;
  resourceType: ResourceType;
  position: number;
  code: ModuleCode;
  stage: ModuleStage;
}

/** What every part of one module page knows and may do; made by useModuleState, provided by ModulePage. */
export interface ModuleInfo extends ModuleAddress {
  fullId: FullModuleId;
  text: ModuleText;
  /** This module's stored progress (furthest slide, slides complete, quiz passed). */
  entry: ModuleProgress;
  /** Current slide, 0-based. */
  current: number;
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

const ModuleContext = createContext<ModuleInfo | null>(null);

export const ModuleProvider = ModuleContext.Provider;

export function useModule(): ModuleInfo {
  const info = useContext(ModuleContext);
  if (!info) throw new Error('useModule outside ModulePage');
  return info;
}
