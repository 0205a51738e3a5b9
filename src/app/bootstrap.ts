import { loadSession } from '../features/access/session-store';
import { lastVisits } from '../features/progress/last-visit';
import { loadCompletionDates, loadProgress, migrateLegacyProgress } from '../features/progress/progress-store';
import { logError } from '../lib/log';
import type { AppState } from './App';

/** Everything read from storage before the first render, so no screen flashes. */
export async function loadInitialState(): Promise<AppState> {
  await migrateLegacyProgress().catch((e) => logError('legacy migration', e));
  const [session, progress, completion] = await Promise.all([
    loadSession(),
    loadProgress(),
    loadCompletionDates(),
    lastVisits.load(),
  ]);
  return { session, progress, completion };
}
