import { isStage, type ModuleStage } from '@/lib/paths';
import type { ModuleProgress } from '../progress';

/**
 * A missing or unknown stage goes to summary once the slides are complete,
 * otherwise to slides; a valid stage stays (null: no redirect).
 */
export function stageRedirect(stage: string | undefined, entry: ModuleProgress): ModuleStage | null {
  if (isStage(stage)) return null;
  return entry.slidesComplete ? 'summary' : 'slides';
}
