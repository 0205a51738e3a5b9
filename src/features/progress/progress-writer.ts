import { RESOURCE_TYPES } from '../../content/catalogue';
import type { ResourceType } from '../../content/types';
import { logError } from '../../lib/log';
import { storage, type AtomicStore } from '../../lib/storage';
import type { Store } from '../../lib/store';
import type { TabChannel } from '../../lib/tabs';
import { progressChannel, type ProgressMessage } from './channel';
import { mergeCompletion, type CompletionDates } from './merge';
import { allQuizzesPassed, type ProgressMap } from './progress';
import { todayIso } from './progress-store';
import { writeCompletionDate, writeProgress } from './progress-writes';
import { mergeState, type ProgressState } from './progress-sync';

export interface ProgressWriter {
  /** Applies a pure transition: shown at once, then merged into storage; resolves once stored. */
  update(transition: (map: ProgressMap) => ProgressMap): Promise<void>;
  /** Adds already merged progress and dates (a backup): nothing this device has is lowered. */
  mergeAll(progress: ProgressMap, completion: CompletionDates): Promise<void>;
}

/** Today's date for each section whose seven knowledge tests are passed and that has none yet. */
function earned(progress: ProgressMap, known: CompletionDates): CompletionDates {
  const types = RESOURCE_TYPES.filter((t) => !known[t] && allQuizzesPassed(progress, t));
  return Object.fromEntries(types.map((t) => [t, todayIso()]));
}

async function writeDates(dates: CompletionDates, kv: AtomicStore): Promise<CompletionDates> {
  const entries = Object.entries(dates) as [ResourceType, string][];
  return Object.fromEntries(await Promise.all(entries.map(async ([t, d]) => [t, await writeCompletionDate(t, d, kv)])));
}

/**
 * Every progress write of a tab: merged into what is stored now (one IndexedDB transaction,
 * so another tab's write in between is kept), then the stored result goes to this tab's state
 * and to the other tabs.
 */
export function createProgressWriter(
  state: Store<ProgressState>,
  kv: AtomicStore = storage,
  // Opened on the first write, never while rendering (the build prerenders pages in Node).
  channel: () => TabChannel<ProgressMessage> = progressChannel,
): ProgressWriter {
  async function persist(progress: ProgressMap, dates: CompletionDates): Promise<void> {
    const kept = await writeDates(dates, kv);
    const stored = await writeProgress(progress, kv);
    // Another tab may have passed the other tests: the stored result can complete a section this tab did not see.
    const late = await writeDates(earned(stored, mergeCompletion(state.getSnapshot().completion, kept)), kv);
    const change = { progress: stored, completion: { ...kept, ...late } };
    state.set((s) => mergeState(s, change));
    channel().post(change);
  }
  const run = (progress: ProgressMap, dates: CompletionDates) =>
    persist(progress, dates).catch((error: unknown) => logError('progress write failed', error));

  return {
    update(transition) {
      const before = state.getSnapshot();
      const next = transition(before.progress);
      if (next === before.progress) return Promise.resolve();
      const dates = earned(next, before.completion);
      state.set((s) => mergeState(s, { progress: next, completion: dates }));
      return run(next, dates);
    },
    mergeAll(progress, completion) {
      state.set((s) => mergeState(s, { progress, completion }));
      return run(progress, completion);
    },
  };
}
