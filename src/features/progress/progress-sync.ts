import { logError } from '../../lib/log';
import { LEGACY_PROGRESS_KEY, legacyStorage, storage, type AtomicStore } from '../../lib/storage';
import type { Store } from '../../lib/store';
import type { TabChannel } from '../../lib/tabs';
import { progressChannel, type ProgressMessage } from './channel';
import { lastVisits, loadLastVisits, sanitiseVisits } from './last-visit';
import { mergeCompletion, mergeProgressMaps, type CompletionDates } from './merge';
import { sanitiseProgress, type ProgressMap } from './progress';
import { loadCompletionDates, loadProgress, sanitiseDates } from './progress-store';
import { migrateLegacyProgress } from './progress-writes';

/** A tab's view of the learner's progress: only ever merged into, never lowered. */
export interface ProgressState {
  progress: ProgressMap;
  completion: CompletionDates;
}

/** The same state when nothing is new (no re-render), else the merge. */
export function mergeState(state: ProgressState, change: Omit<ProgressMessage, 'visits'>): ProgressState {
  const progress = mergeProgressMaps(state.progress, change.progress ?? {});
  const completion = mergeCompletion(state.completion, change.completion ?? {});
  return progress === state.progress && completion === state.completion ? state : { progress, completion };
}

/** Reads storage again and merges it in (what other tabs stored while this one was not listening). */
async function refresh(state: Store<ProgressState>, kv: AtomicStore, visits: typeof lastVisits): Promise<void> {
  try {
    // A device that used the pre-PWA app: its old progress joins the stored one first (once; merged, so
    // nothing is lowered). Here rather than at start-up, so the migration stays out of the entry chunk.
    if (legacyStorage.read(LEGACY_PROGRESS_KEY) !== null) await migrateLegacyProgress(kv);
    const [progress, completion] = await Promise.all([loadProgress(kv), loadCompletionDates(kv), loadLastVisits(kv, visits, true)]);
    state.set((s) => mergeState(s, { progress, completion }));
  } catch (error) {
    logError('progress refresh failed', error);
  }
}

/**
 * Keeps this tab in step with the others: their writes arrive as messages and are merged in;
 * on start, whenever the tab is shown again (it may have been frozen or kept in the
 * back-forward cache meanwhile) and when its window gets the focus, it reads storage again. Returns the function that stops listening.
 */
export function listenProgress(
  state: Store<ProgressState>,
  kv: AtomicStore = storage,
  channel: TabChannel<ProgressMessage> = progressChannel(),
  visits = lastVisits,
): () => void {
  const stop = channel.listen((message) => {
    const arrived = sanitiseVisits(message.visits);
    if (Object.keys(arrived).length > 0) visits.set((v) => ({ ...v, ...arrived }));
    const change = { progress: sanitiseProgress(message.progress), completion: sanitiseDates(message.completion) };
    state.set((s) => mergeState(s, change));
  });
  const onShow = () => void (document.visibilityState === 'visible' && refresh(state, kv, visits));
  document.addEventListener('visibilitychange', onShow);
  window.addEventListener('pageshow', onShow);
  // Two windows side by side stay visible: focusing one reads again (WebKit was seen to deliver
  // BroadcastChannel messages between windows late, at times not within 15 s).
  window.addEventListener('focus', onShow);
  void refresh(state, kv, visits);
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onShow);
    window.removeEventListener('pageshow', onShow);
    window.removeEventListener('focus', onShow);
  };
}
