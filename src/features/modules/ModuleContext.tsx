import { createContext, useContext } from 'react';
import type { ModuleStage } from '../../lib/paths';
import type { FullModuleId, Lang, ModuleCode, ModuleText, ResourceType } from '../../content/types';

/** What every part of one module page needs to know; provided by ModulePage. */
export interface ModuleInfo {
  lang: Lang;
  resourceType: ResourceType;
  position: number;
  code: ModuleCode;
  fullId: FullModuleId;
  text: ModuleText;
  stage: ModuleStage;
  /** Current slide, 0-based. */
  current: number;
  /** Shows slide i (records it as the furthest slide when higher). */
  selectSlide(index: number): void;
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
