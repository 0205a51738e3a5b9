/**
 * Names shared by the service worker (sw/) and the page (src/lib/media-store.ts,
 * src/lib/sw-bridge.ts). Plain constants only: this file is compiled for both.
 */

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

/** Page → waiting worker: the user chose "Reload". */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

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
