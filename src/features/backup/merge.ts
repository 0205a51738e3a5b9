import type { FullModuleId, ResourceType } from '@/content/types';
import { mergeCompletion, mergeProgressMaps } from '@/features/progress';
import { EMPTY_PROGRESS, entryFor, isFullModuleId, type ModuleProgress } from '@/features/progress';
import type { BackupData } from './format';

/** The local language stays; the file's is used only when this device has none yet. */
export function mergeBackup(local: BackupData, incoming: BackupData): BackupData {
  return {
    lang: local.lang ?? incoming.lang,
    progress: mergeProgressMaps(local.progress, incoming.progress),
    completion: mergeCompletion(local.completion, incoming.completion),
  };
}

export interface ModuleChange {
  id: FullModuleId;
  before: ModuleProgress;
  after: ModuleProgress;
}

export interface DateChange {
  resourceType: ResourceType;
  before: string | undefined;
  after: string;
}

export interface BackupDiff {
  modules: ModuleChange[];
  dates: DateChange[];
  lang: BackupData['lang'];
  /** True when applying would change nothing. */
  empty: boolean;
}

const same = (a: ModuleProgress, b: ModuleProgress) =>
  a.slide === b.slide && a.slidesComplete === b.slidesComplete && a.quizPassed === b.quizPassed;

/** What applying `merged` over `local` would change, for the learner to confirm first. */
export function diffBackup(local: BackupData, merged: BackupData): BackupDiff {
  const modules = Object.keys(merged.progress)
    .filter(isFullModuleId)
    .map((id) => ({ id, before: local.progress[id] ?? EMPTY_PROGRESS, after: entryFor(merged.progress, id) }))
    .filter((c) => !same(c.before, c.after));
  const dates = (Object.entries(merged.completion) as [ResourceType, string][])
    .filter(([resourceType, date]) => local.completion[resourceType] !== date)
    .map(([resourceType, after]) => ({ resourceType, before: local.completion[resourceType], after }));
  const lang = merged.lang !== local.lang ? merged.lang : null;
  return { modules, dates, lang, empty: modules.length === 0 && dates.length === 0 && lang === null };
}
