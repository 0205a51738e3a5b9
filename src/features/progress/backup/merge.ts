import type { FullModuleId, ResourceType } from '../../../content/types';
import { EMPTY_PROGRESS, entryFor, isFullModuleId, type ModuleProgress, type ProgressMap } from '../progress';
import type { CompletionDates } from '../progress-store';
import type { BackupData } from './format';

/** Furthest slide is the larger, each flag is set when either side has it: nothing is ever lost. */
export function mergeEntry(a: ModuleProgress, b: ModuleProgress): ModuleProgress {
  return {
    slide: Math.max(a.slide, b.slide),
    slidesComplete: a.slidesComplete || b.slidesComplete,
    quizPassed: a.quizPassed || b.quizPassed,
  };
}

function ids(...maps: ProgressMap[]): FullModuleId[] {
  return [...new Set(maps.flatMap((m) => Object.keys(m)))].filter(isFullModuleId);
}

export function mergeProgressMaps(local: ProgressMap, incoming: ProgressMap): ProgressMap {
  const out: ProgressMap = { ...local };
  for (const id of ids(incoming)) out[id] = mergeEntry(entryFor(local, id), entryFor(incoming, id));
  return out;
}

/** The earliest completion date wins: the certificate keeps the day it was first earned. */
export function mergeCompletion(local: CompletionDates, incoming: CompletionDates): CompletionDates {
  const out: CompletionDates = { ...local };
  for (const [type, date] of Object.entries(incoming) as [ResourceType, string][]) {
    if (!out[type] || date < out[type]) out[type] = date;
  }
  return out;
}

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
  type: ResourceType;
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
  const modules = ids(merged.progress)
    .map((id) => ({ id, before: local.progress[id] ?? EMPTY_PROGRESS, after: entryFor(merged.progress, id) }))
    .filter((c) => !same(c.before, c.after));
  const dates = (Object.entries(merged.completion) as [ResourceType, string][])
    .filter(([type, date]) => local.completion[type] !== date)
    .map(([type, after]) => ({ type, before: local.completion[type], after }));
  const lang = merged.lang !== local.lang ? merged.lang : null;
  return { modules, dates, lang, empty: modules.length === 0 && dates.length === 0 && lang === null };
}
