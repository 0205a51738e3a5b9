/**
 * Names shared by the service worker (sw/) and the page (src/lib/media-store.ts,
 * src/lib/sw-bridge.ts). Plain constants only: this file is compiled for both.
 */

/**
 * Where the page registers the worker (the PWA plugin builds sw/sw.ts there, vite.config.ts): the
 * app through workbox-window (src/lib/sw-register.ts), the entry screen's boot script before the
 * app (src/boot/entry-gate.ts).
 */
export const SW_REGISTRATION = { url: '/sw.js', scope: '/', type: 'classic' } as const;

/** One cache for every media file: written by offline packs (page) and by use (worker). */
export const MEDIA_CACHE = 'toolkit-media';

/** Set by the page on entries it verified against the content index (sha256, hex). */
export const SHA_HEADER = 'x-toolkit-sha256';

/** Worker → page: a media file was cached because the user opened it. */
export interface MediaCachedMessage {
  type: 'MEDIA_CACHED';
  url: string;
}

/**
 * Emergency worker → every page, as it installs (sw/emergency.ts): it replaces the current worker
 * at once; pages stop what sends requests through the old one, as for an update they apply.
 */
export interface WorkerReplacingMessage {
  type: 'WORKER_REPLACING';
}

/**
 * Page → waiting worker: take over now (the user chose "Reload": workbox-window sends it,
 * src/lib/sw-register.ts; or the page's app could not start: src/boot/start-watch.ts).
 */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
export type SkipWaitingMessage = typeof SKIP_WAITING;

/**
 * Page → its controlling worker, at start: does the worker's precache hold this URL (one of the
 * page's own build)? The answer (a boolean) comes on the port sent with the message. A page whose
 * controller is of another build was loaded by the old worker just before the new one took over.
 */
export interface HasBuildMessage {
  type: 'HAS_BUILD';
  url: string;
}

/**
 * Page → worker, on a pack file's request: its size in the content index. The worker then
 * downloads the file for the page and keeps every byte that arrives (sw/worker-download.ts), and
 * marks its answer with the same header (value `worker`): the page keeps nothing itself.
 */
export const PACK_HEADER = 'x-toolkit-pack';
