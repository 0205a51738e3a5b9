import { sendLogin } from '../features/access/login';
import { followOtherTabs, followSessionRejections, sessionStore } from '../features/access/session-store';
import { startOutbox } from '../features/outbox/outbox';
import { listenForInstallPrompt } from '../lib/install-prompt';
import { logError } from '../lib/log';
import { guardChunkReloads } from '../lib/reload-guard';
import { registerServiceWorker } from '../lib/sw-bridge';
import { loadInitialState } from './bootstrap';
import { startMocks } from './dev-mocks';
import { mountApp } from './mount';
import { preloadRoute } from './preload-route';

/** Runs `then` once the live app has replaced the prerendered copy (at most 15 s from now). */
function afterTakeOver(then: () => void): void {
  const started = performance.now();
  const check = () => {
    if (!document.querySelector('.prerendered')) then();
    else if (performance.now() - started < 15_000) requestAnimationFrame(check);
  };
  check();
}

/** The pack engine waits for an idle moment after the page is up, at most this long. */
const PACK_ENGINE_IDLE_MS = 2000;

/**
 * The pack engine starts once a session exists (here, or signed in later), when the page is
 * idle. Its code is a chunk of its own that no page imports (pages read its state through
 * features/packs/offline-view.ts), so neither the entry screen nor a page's first render waits for it.
 */
function startPackEngine(): void {
  // lib/idle comes with the pages' code (a static import here moves shared modules out of the entry chunk).
  const load = () =>
    import('../lib/idle')
      .then(({ whenIdle }) => new Promise<void>((idle) => whenIdle(idle, 0, PACK_ENGINE_IDLE_MS)))
      .then(() => import('../features/packs/start'))
      .then((packs) => packs.startPacks())
      .catch((error: unknown) => logError('start offline packs', error));
  if (sessionStore.getSnapshot().id) return void load();
  const stop = sessionStore.subscribe(() => {
    if (!sessionStore.getSnapshot().id) return;
    stop();
    void load();
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
  // Before any chunk loads: a chunk of a replaced build reloads the page (once).
  guardChunkReloads();
  listenForInstallPrompt();
  // Dev only: a mock API that failed to start has said so on the page; nothing else would work.
  if (!(await startMocks())) return;
  const route = preloadRoute(pathname);
  const initial = await loadInitialState();
  // A sign-in or language choice in another tab reaches this one (docs/architecture.md).
  followOtherTabs();
  // A 401/403 from the API to the stored id signs out and returns to the entry screen.
  followSessionRejections();
  // The first commit replaces any prerendered page: make it the whole page, not a spinner.
  if (initial.session.id || !route.gated) await route.ready;
  mountApp(initial);
  // The start watch (prerender/start-watch.js) stops looking for a broken deploy.
  document.documentElement.setAttribute('data-app-started', '');
  // Presses made on the prerendered copy before it is replaced are made on the live page.
  afterTakeOver(() => {
    if (window.toolkitHeldPresses?.length) void import('./held-presses').then((m) => m.replayHeldPresses());
  });
  void registerServiceWorker();
  startOutbox();
  sendLogin(initial.session.id);
  startPackEngine();
}
