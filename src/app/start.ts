import { sendLogin } from '../features/access/login';
import { onSessionWritten, type Session } from '../features/access/session-store';
import { startOutbox } from '../features/outbox/outbox';
import { logError } from '../lib/log';
import { registerServiceWorker } from '../lib/sw-bridge';
import { loadInitialState } from './bootstrap';
import { mountApp } from './mount';
import { preloadRoute } from './preload-route';

/** Dev only: MSW answers the API in the browser. Removed from production builds. */
async function startMocks(): Promise<void> {
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'off') {
    const { startMockWorker } = await import('../../mocks/browser');
    await startMockWorker();
  }
}

/**
 * The pack engine starts once a session exists. Its code is a chunk of its own (every
 * signed-in page loads it anyway), so the entry screen never pays for it.
 */
function startPackEngine(initial: Session): void {
  const load = (session: Session) =>
    import('../features/packs/start')
      .then((packs) => packs.startPacks(session))
      .catch((error: unknown) => logError('start offline packs', error));
  if (initial.id) return void load(initial);
  const stop = onSessionWritten((session) => {
    if (!session.id) return;
    stop();
    void load(session);
  });
}

/**
 * The app's one start-up sequence; nothing else starts an engine (eslint.config.js keeps
 * features and the layout from doing so). The page's code and content load while stored
 * state is read, so the first render is the whole page, over its prerendered copy; the
 * engines start after it. The pack engine's background downloads wait a further few
 * seconds and an idle moment (features/packs/auto-offline.ts).
 */
export async function start(pathname = location.pathname): Promise<void> {
  await startMocks();
  const route = preloadRoute(pathname);
  const initial = await loadInitialState();
  // The first commit replaces any prerendered page: make it the whole page, not a spinner.
  if (initial.session.id || !route.gated) await route.ready;
  mountApp(initial);
  void registerServiceWorker();
  startOutbox();
  sendLogin(initial.session.id);
  startPackEngine(initial.session);
}
