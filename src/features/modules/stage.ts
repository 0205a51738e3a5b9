import { isStage, type ModuleStage } from '../../lib/paths';
import { moduleAt } from '../../content/catalogue';
import type { ModuleCode, ResourceType } from '../../content/types';
import type { ModuleProgress } from '../progress';

/** Route moduleId → position 1..7 and code; undefined for anything else ("01", "x", "8"). */
export function resolveModule(
  type: ResourceType,
  moduleId: string,
): { position: number; code: ModuleCode } | undefined {
  if (!/^[1-9]\d*$/.test(moduleId)) return undefined;
  const position = Number(moduleId);
  const code = moduleAt(type, position);
  return code ? { position, code } : undefined;
}

/**
 * A missing or unknown stage goes to summary once the slides are complete,
 * otherwise to slides; a valid stage stays (null: no redirect).
 */
export function stageRedirect(stage: string | undefined, entry: ModuleProgress): ModuleStage | null {
  if (isStage(stage)) return null;
  return entry.slidesComplete ? 'summary' : 'slides';
}
