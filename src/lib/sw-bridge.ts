import type { MediaCachedMessage, WorkerReplacingMessage } from '../../sw/shared';
import { logError } from './log';
import { reloadOnce } from './reload-guard';
import { createEvents, createStore } from './store';

type Apply = () => Promise<void>;

/** The waiting version's apply, once a new service worker waits. */
const pendingUpdate = createStore<Apply | null>(null);
const applying = createEvents();
const applied = createEvents();
const mediaCached = createEvents<string>();

/** Build identifier: VITE_BUILD_ID when set, else the entry chunk's content hash. */
export const appVersion: string = String(import.meta.env.VITE_BUILD_ID || /-([\w-]{6,})\.js$/.exec(import.meta.url)?.[1] || 'dev');

/** Called when a new service worker is waiting; the app decides when to reload. */
export function onUpdateAvailable(listener: (apply: Apply) => void): () => void {
  const offered = () => {
    const apply = pendingUpdate.getSnapshot();
    if (apply) listener(apply);
  };
  offered();
  return pendingUpdate.subscribe(offered);
}

/**
 * Called as the user applies a new version, before the new worker is asked to take over, and
 * when an emergency worker announces it is taking over: work that sends requests through the old
 * worker stops (the old worker is replaced only once it has no request in flight).
 */
export function onApplyingUpdate(listener: () => void): () => void {
  return applying.on(listener);
}

/**
 * Called when a new version took control of this page and the page stays open (another tab
 * applied it under an open module): what paused for the update continues. A page that reloads
 * for the new version starts again by itself.
 */
export function onUpdateApplied(listener: () => void): () => void {
  return applied.on(listener);
}

/** Called when the worker cached a media file the user opened. */
export function onMediaCached(listener: (url: string) => void): () => void {
  return mediaCached.on(listener);
}

function offerUpdate(apply: Apply) {
  pendingUpdate.set(() => () => {
    applying.emit();
    return apply();
  });
}

function listenForWorkerMessages() {
  // A new worker took control of this page (another tab applied it): what paused for it continues.
  navigator.serviceWorker.addEventListener('controllerchange', () => applied.emit());
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as MediaCachedMessage | WorkerReplacingMessage | undefined;
    if (data?.type === 'MEDIA_CACHED' && typeof data.url === 'string') mediaCached.emit(data.url);
    else if (data?.type === 'WORKER_REPLACING') applying.emit();
  });
}

/**
 * The only place that registers the service worker (production builds only), on page load,
 * from /sw.js; called by start-up (src/app/start.ts). The registration code loads with the
 * PWA plugin's (lib/sw-register.ts): the first paint never waits for it.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  try {
    listenForWorkerMessages();
    const { register } = await import('./sw-register');
    register({ offerUpdate, updateApplied: () => applied.emit(), logError, buildUrl: import.meta.url, reloadOnce });
  } catch (error) {
    logError('service worker registration', error);
  }
}
