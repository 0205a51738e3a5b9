/// <reference lib="webworker" />
import { createPartialResponse } from 'workbox-range-requests';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { settledWithin } from './bounded';
import { indexedSize, verifiedCopy } from './media-verify';
import { SharedBody } from './shared-body';
import { MEDIA_CACHE, PACK_HEADER, type MediaCachedMessage } from './shared';
import { HttpAnswer, WorkerDownload } from './worker-download';

declare const self: ServiceWorkerGlobalScope;

export const MEDIA_PATH = /^\/(images|audio|videos|pdfs)\//;

/** How long the worker stays alive to keep a file it fetched on use: past it, the file is fetched again next time. */
const STORE_ON_USE_MS = 15_000;

/**
 * Small media the user opens is cached as they go; videos only through packs.
 * Script fetches (destination '') are the page's pack downloader, which
 * verifies and stores files itself: caching them here would write twice.
 */
function cacheOnUse(request: Request, pathname: string): boolean {
  if (request.destination === '') return false;
  return !pathname.startsWith('/videos/') || pathname.endsWith('.vtt');
}

const inflight = new Map<string, Promise<Response>>();

/**
 * One network request per file at a time: the pack downloader and an <img> or
 * <audio> asking for the same file share it. Each caller gets its own clone.
 */
function fetchShared(href: string, request: Request): Promise<Response> {
  let pending = inflight.get(href);
  if (!pending) {
    pending = fetch(request);
    inflight.set(href, pending);
    const forget = () => void inflight.delete(href);
    pending.then(forget, forget);
  }
  return pending.then((response) => response.clone());
}

/** Videos up to this size are shared between a preview and the pack (kept in memory meanwhile). */
const SHARE_MAX_BYTES = 32 * 1024 * 1024;
const sharedVideos = new Map<string, Promise<SharedBody | null>>();

/** The download of a whole video in progress, or a new one; null when it cannot be shared. */
function sharedVideo(href: string): Promise<SharedBody | null> {
  let pending = sharedVideos.get(href);
  if (!pending) {
    const forget = () => void sharedVideos.delete(href);
    pending = fetch(new Request(href, { credentials: 'same-origin' })).then(
      (response) => {
        const size = Number(response.headers.get('Content-Length'));
        if (response.status === 200 && response.body && size > 0 && size <= SHARE_MAX_BYTES) {
          return new SharedBody(response, forget);
        }
        forget();
        void response.body?.cancel().catch(() => undefined);
        return null;
      },
      () => (forget(), null),
    );
    sharedVideos.set(href, pending);
  }
  return pending;
}

/**
 * A video a page starts to preview (`Range: bytes=0-`) and the pack's plain
 * request for it read one download; other ranges (seeks, resumed downloads)
 * and reloads go to the network as asked.
 */
async function fromSharedVideo(request: Request, href: string, pathname: string): Promise<Response | null> {
  if (!pathname.startsWith('/videos/') || pathname.endsWith('.vtt')) return null;
  const range = request.headers.get('range');
  const fromStart = range !== null && /^bytes=0-$/.test(range.trim());
  const plain = range === null && request.destination === '' && request.cache !== 'reload' && request.cache !== 'no-store';
  if (!fromStart && !plain) return null;
  const body = await sharedVideo(href);
  if (!body) return null;
  return fromStart ? body.fromStart() : body.full();
}

const downloads = new Map<string, WorkerDownload>();

/** The file's download in the worker, joined by every reader while it runs. */
function downloadOf(href: string, size: number, cache: RequestCache = 'default'): WorkerDownload {
  let download = downloads.get(href);
  if (!download || download.size !== size) {
    const created = new WorkerDownload(href, size, cache, () => void (downloads.get(href) === created && downloads.delete(href)));
    downloads.set(href, (download = created));
  }
  return download;
}

/** A reader of the worker's download: the whole file from byte 0 (206 for a media element's `bytes=0-`). */
async function readerOf(
  download: WorkerDownload,
  request: Request,
  event: ExtendableEvent | undefined,
  partial = false,
): Promise<Response> {
  let body: ReadableStream<Uint8Array>;
  try {
    body = await download.open(request.signal);
  } catch (error) {
    return error instanceof HttpAnswer ? new Response(null, { status: error.status }) : Response.error();
  }
  // The worker stays alive to read to the end of the piece it asked for, even when no page is left.
  event?.waitUntil(download.settled());
  const headers = new Headers({ 'Content-Length': String(download.size), 'Accept-Ranges': 'bytes', [PACK_HEADER]: 'worker' });
  if (download.type) headers.set('Content-Type', download.type);
  if (partial) headers.set('Content-Range', `bytes 0-${download.size - 1}/${download.size}`);
  return new Response(body, { status: partial ? 206 : 200, headers });
}

/** A file opened on use, once it is whole: kept in the media cache if it is the index's, its pieces dropped. */
async function storeWhole(download: WorkerDownload, href: string, pathname: string): Promise<void> {
  const bytes = await download.complete();
  if (!bytes) return;
  const type = download.type ? { 'Content-Type': download.type } : undefined;
  await store(href, pathname, new Response(bytes, { headers: type }));
  await WorkerDownload.drop(href);
}

async function fromAnyCache(url: string): Promise<Response | undefined> {
  return caches.match(url, { ignoreSearch: true, ignoreVary: true });
}

async function notifyCached(url: string): Promise<void> {
  const message: MediaCachedMessage = { type: 'MEDIA_CACHED', url };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

/** Kept only when it is the file the content index names: a bad copy is never answered offline. */
async function store(url: string, pathname: string, response: Response): Promise<void> {
  const copy = await verifiedCopy(pathname, response);
  if (!copy) return;
  await (await caches.open(MEDIA_CACHE)).put(url, copy);
  await notifyCached(url);
}

/**
 * Cache-first over every cache (packs written by the page, files cached on
 * use by this worker), answering Range requests from the cached full
 * response so audio and video seek offline and play on Safari.
 */
export async function handleMedia({ request, url, event }: RouteHandlerCallbackOptions) {
  const href = `${url.origin}${url.pathname}`;
  const cached = await fromAnyCache(href);
  if (cached) {
    return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
  }
  const extendable = event as ExtendableEvent | undefined;
  const packSize = Number(request.headers.get(PACK_HEADER));
  if (packSize > 0) {
    // A video a page is previewing: the pack reads along the preview's download.
    const preview = sharedVideos.has(href) ? await sharedVideos.get(href) : null;
    if (preview) return preview.full();
    return readerOf(downloadOf(href, packSize, request.cache === 'reload' ? 'reload' : 'default'), request, extendable);
  }
  const running = downloads.get(href);
  if (running && /^bytes=0-$/.test(request.headers.get('range')?.trim() ?? '')) return readerOf(running, request, extendable, true);
  if (!cacheOnUse(request, url.pathname)) {
    const shared = await fromSharedVideo(request, href, url.pathname);
    if (shared) return shared;
    return request.headers.has('range') ? fetch(request) : fetchShared(href, request);
  }
  // Fetch the whole file once (a 206 cannot be cached), keep it, then answer the range from it.
  const size = await indexedSize(url.pathname);
  if (size) {
    const download = downloadOf(href, size);
    const whole = await readerOf(download, request, extendable);
    if (whole.status !== 200) return whole;
    extendable?.waitUntil(
      settledWithin(
        storeWhole(download, href, url.pathname).catch(() => undefined),
        STORE_ON_USE_MS,
      ),
    );
    return request.headers.has('range') ? createPartialResponse(request, whole) : whole;
  }
  const response = await fetchShared(href, new Request(href, { credentials: 'same-origin' }));
  if (response.status !== 200) return response;
  const done = store(href, url.pathname, response.clone()).catch(() => undefined);
  // Bounded: a pending store would hold back a new version of the worker (and the "Reload" that applies it).
  extendable?.waitUntil(settledWithin(done, STORE_ON_USE_MS));
  return request.headers.has('range') ? createPartialResponse(request, response) : response;
}
