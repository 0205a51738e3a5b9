import { sessionStore } from '@/features/access';
import { clearOnColdStart, people, scopeOf } from '@/features/people';
import { progressStores } from '@/features/progress';
import { syncHub } from '../lib/synced-store';
import type { AppState } from './App';

/**
 * Everything read from storage before the first render, so no screen flashes: every synced
 * store made so far (the session and the learner's progress; a page's own stores read as its
 * chunk makes them). Who uses the device is read first, so the per-person stores read that
 * person's copy and nothing of anyone else's shows. The pre-PWA progress is merged in by
 * start-up's engines (start.ts).
 */
export async function loadInitialState(): Promise<AppState> {
  await people.store.load();
  // The app opened anew on a shared device: the picker, whoever used it last.
  await clearOnColdStart({ people });
  await syncHub.switchScope(scopeOf(people.store.getSnapshot()));
  await syncHub.loadAll();
  return {
    session: sessionStore.getSnapshot(),
    progress: progressStores.progress.getSnapshot(),
    completion: progressStores.completion.getSnapshot(),
  };
}
