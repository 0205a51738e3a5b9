import { loadSession } from '../features/access/session-store';
import { loadLastVisits } from '../features/progress/last-visit';
import { loadCompletionDates, loadProgress } from '../features/progress/progress-store';
import type { AppState } from './App';

/**
 * Everything read from storage before the first render, so no screen flashes. (The pre-PWA
 * progress is merged in by the first page that shows progress: features/progress/progress-sync.ts.)
 */
export async function loadInitialState(): Promise<AppState> {
  const [session, progress, completion] = await Promise.all([
    loadSession(),
    loadProgress(),
    loadCompletionDates(),
    loadLastVisits(),
  ]);
  return { session, progress, completion };
}
