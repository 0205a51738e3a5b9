import { readSession } from '../features/access/session-store';
import { loadLastVisits } from '../features/progress/last-visit';
import { loadCompletionDates, loadProgress } from '../features/progress/progress-store';
import { logError } from '../lib/log';
import { LEGACY_PROGRESS_KEY, legacyStorage } from '../lib/storage';
import type { AppState } from './App';

/** Everything read from storage before the first render, so no screen flashes. */
export async function loadInitialState(): Promise<AppState> {
  // Only a device that used the pre-PWA app has the old key: the migration is a chunk of its own.
  if (legacyStorage.read(LEGACY_PROGRESS_KEY) !== null) {
    await import('../features/progress/progress-writes')
      .then((m) => m.migrateLegacyProgress())
      .catch((e: unknown) => logError('legacy migration', e));
  }
  const [session, progress, completion] = await Promise.all([
    readSession(),
    loadProgress(),
    loadCompletionDates(),
    loadLastVisits(),
  ]);
  return { session, progress, completion };
}
