import { sendLogin, followSessionRejections, sessionStore } from '@/features/access';
import { makeHeld } from '@/boot/held';
import { sendHeldTracks, startOutbox } from '@/features/outbox';
import { followDisplay } from '@/features/display';
import { hideRestoredUntilRead, people } from '@/features/people';
import { listenForInstallPrompt } from '../lib/install-prompt';
import { logError } from '../lib/log';
import { importAgain } from '../lib/import-again';
import { guardChunkReloads } from '../lib/reload-guard';
import { LEGACY_PROGRESS_KEY, legacyStorage } from '../lib/storage';
import { onApplyingUpdate, registerServiceWorker } from '../lib/sw-bridge';
import { syncHub } from '../lib/synced-store';
import { loadInitialState } from './bootstrap';
import { startMocks } from './dev-mocks';
import { mountApp } from './mount';
import { preloadRoute } from './preload-route';

/** The signed-in engines wait for an idle moment after the page is up, at most this long. */
const SIGNED_IN_IDLE_MS = 2000;

/** Runs `then` once a session exists (now, or once signed in, in this tab or another). */
function onceSignedIn(then: () => void): void {
  if (sessionStore.getSnapshot().id) return then();
  const stop = sessionStore.subscribe(() => {
    if (!sessionStore.getSnapshot().id) return;
    stop();
    then();
  });
}

/**
 * The engines only a signed-in page needs, when the page is idle: the offline pack engine (a
 * chunk of its own that no page imports: pages read its state through features/packs/offline-view.ts)
 * and the search worker, whose thread start-up is most of what a first query would wait for.
 * Neither the entry screen nor a page's first render waits for them.
 */
function startSignedInEngines(): void {
  // lib/idle comes with the pages' code (a static import here moves shared modules out of the entry chunk).
  void importAgain(() => import('../lib/idle'))
    .then(({ whenIdle }) => new Promise<void>((idle) => whenIdle(idle, 0, SIGNED_IN_IDLE_MS)))
    .then(() =>
      Promise.all([
        importAgain(() => import('@/features/packs/start')).then((packs) => packs.startPacks()),
        importAgain(() => import('@/features/search')).then((search) => search.prewarmSearch()),
      ]),
    )
    .catch((error: unknown) => logError('start signed-in engines', error));
}

/** The device's idle timeout back to the picker (features/people): a chunk of its own, once signed in. */
function startIdleTimeout(startedAt: number): void {
  void importAgain(() => import('@/features/people/idle-timeout'))
    .then((idle) => idle.startIdleTimeout(startedAt))
    .catch((error: unknown) => logError('idle timeout', error));
}

/** A device that used the pre-PWA app: its old progress joins the stored one, once (its code loads only then). */
function migrateLegacyProgress(): void {
  if (legacyStorage.read(LEGACY_PROGRESS_KEY) === null) return;
  void import('@/features/progress/legacy')
    .then((legacy) => legacy.migrateLegacyProgress())
    .catch((error: unknown) => logError('legacy progress migration', error));
}

/**
 * Every engine of the app, started here and nowhere else (eslint.config.js keeps features,
 * components and hooks from starting one: they only read state). The synced stores and the
 * session's rejections are followed before the first render; the rest after it.
 */
function startEngines(sessionId: string | null, startedAt: number): void {
  void registerServiceWorker();
  onApplyingUpdate(() => {
    import('@/features/packs/start')
      .then((packs) => packs.applyingUpdate())
      .catch((error: unknown) => logError('pause downloads for an update', error));
  });
  startOutbox();
  sendHeldTracks(sessionId);
  sendLogin(sessionId);
  migrateLegacyProgress();
  void people.sweepRemoved();
  onceSignedIn(startSignedInEngines);
  // Opening the page is use: the timeout counts from it, not from when its code has loaded.
  onceSignedIn(() => startIdleTimeout(startedAt));
}

/**
 * The app's one start-up sequence. The page's code and content load while stored state is
 * read, so the first render is the whole page, over its prerendered copy; the engines start
 * after it. The pack engine's background downloads wait a further few seconds and an idle
 * moment (features/packs/auto-offline.ts).
 */
export async function start(pathname = location.pathname): Promise<void> {
  const startedAt = Date.now();
  // Before any chunk loads: a chunk of a replaced build reloads the page (once).
  guardChunkReloads();
  listenForInstallPrompt();
  // Dev only: a mock API that failed to start has said so on the page; nothing else would work.
  if (!(await startMocks())) return;
  const route = preloadRoute(pathname);
  const initial = await loadInitialState();
  // Another tab's writes (a sign-in, a language, progress, preferences) reach this tab's stores;
  // a tab shown again reads storage again (lib/synced-store.ts).
  syncHub.start();
  // A person chosen in another tab (or this one) is the person of this tab's stores too.
  people.followPeople();
  // The reader's text size, theme and motion, as this person chose them (and for the next page's first paint).
  followDisplay();
  // A page back from the back-forward cache shows nothing until it knows who uses the device.
  hideRestoredUntilRead(people, syncHub);
  // A 401/403 from the API to the stored id signs out and returns to the entry screen.
  followSessionRejections();
  // The first commit hydrates any prerendered page: with its code there, not a spinner.
  if (initial.session.id || !route.gated) await route.ready;
  mountApp(initial, () => {
    // Presses made on the prerendered page before it was the app's, on the nodes pressed, after a frame.
    requestAnimationFrame(() => makeHeld());
    // A tracked link opened from the copy after the engines started (below) is sent now too.
    sendHeldTracks(sessionStore.getSnapshot().id);
  });
  // The start watch (src/boot/start-watch.ts) stops looking for a broken deploy.
  document.documentElement.setAttribute('data-app-started', '');
  startEngines(initial.session.id, startedAt);
}
