import type { MediaCachedMessage } from '../../sw/shared';
import { listenForInstallPrompt } from './install-prompt';
import { logError } from './log';
import { reloadIfReplaced } from './reload-guard';

type UpdateListener = (apply: () => Promise<void>) => void;
type MediaListener = (url: string) => void;

const updateListeners = new Set<UpdateListener>();
const mediaListeners = new Set<MediaListener>();
let pendingUpdate: (() => Promise<void>) | null = null;
let reloadRequested = false;

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Build identifier: VITE_BUILD_ID when set, else the entry chunk's content hash. */
export const appVersion: string = String(
  import.meta.env.VITE_BUILD_ID || /-([\w-]{6,})\.js$/.exec(import.meta.url)?.[1] || 'dev',
);

/** Called when a new service worker is waiting; the app decides when to reload. */
export function onUpdateAvailable(listener: UpdateListener): () => void {
  updateListeners.add(listener);
  if (pendingUpdate) listener(pendingUpdate);
  return () => void updateListeners.delete(listener);
}

/** Called when the worker cached a media file the user opened. */
export function onMediaCached(listener: MediaListener): () => void {
  mediaListeners.add(listener);
  return () => void mediaListeners.delete(listener);
}

const onModuleRoute = () => /\/module\//.test(globalThis.location?.pathname ?? '');

function offerUpdate(apply: () => Promise<void>) {
  pendingUpdate = apply;
  updateListeners.forEach((l) => l(apply));
}

/** Lazily loaded chunks of a replaced build 404: reload once for the new build (and only then). */
function handlePreloadErrors() {
  globalThis.addEventListener?.('vite:preloadError', () => void reloadIfReplaced(import.meta.url));
}

function listenForWorkerMessages() {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as MediaCachedMessage | undefined;
    if (data?.type === 'MEDIA_CACHED' && typeof data.url === 'string') mediaListeners.forEach((l) => l(data.url));
  });
}

function checkForUpdates(registration: ServiceWorkerRegistration) {
  const check = () => {
    if (navigator.onLine) registration.update().catch((e: unknown) => logError('service worker update', e));
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
}

/**
 * The only place that registers the service worker (production builds only),
 * on page load, from /sw.js. A new version waits: the user reloads from the
 * prompt. When another tab applies it, this tab reloads only if no module is
 * open; otherwise it keeps offering "Reload".
 */
export async function registerServiceWorker(): Promise<void> {
  handlePreloadErrors();
  listenForInstallPrompt();
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  try {
    listenForWorkerMessages();
    const { registerSW } = await import('virtual:pwa-register');
    const updateSW = registerSW({
      immediate: false,
      onNeedRefresh() {
        offerUpdate(async () => {
          reloadRequested = true;
          await updateSW(true);
          // The waiting worker may already have been activated by another tab.
          setTimeout(() => globalThis.location.reload(), 3000);
        });
      },
      onNeedReload() {
        if (reloadRequested || !onModuleRoute()) globalThis.location.reload();
        else offerUpdate(async () => globalThis.location.reload());
      },
      onRegisteredSW: (_url: string, registration: ServiceWorkerRegistration | undefined) => {
        if (registration) checkForUpdates(registration);
      },
      onRegisterError: (error: unknown) => logError('service worker registration', error),
    });
  } catch (error) {
    logError('service worker registration', error);
  }
}
