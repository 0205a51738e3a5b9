/// <reference lib="webworker" />
import { createPartialResponse } from 'workbox-range-requests';
import type { RouteHandlerCallbackOptions } from 'workbox-core';

/** Cache for assets of modules opened online ("cached as they go"). */
export const RUNTIME_CACHE = 'toolkit-runtime';

export const MEDIA_PATH = /^\/(images|audio|videos|pdfs)\//;

/** Small media is cached on first use; videos only through explicit packs. */
function cacheOnUse(pathname: string): boolean {
  return !pathname.startsWith('/videos/') || pathname.endsWith('.vtt');
}

async function fromAnyCache(url: string): Promise<Response | undefined> {
  return caches.match(url, { ignoreSearch: true, ignoreVary: true });
}

async function storeFullCopy(url: string): Promise<void> {
  const response = await fetch(url);
  if (response.status === 200) await (await caches.open(RUNTIME_CACHE)).put(url, response);
}

/**
 * Cache-first over every cache (language packs are written by the page, the
 * runtime cache by this worker), answering Range requests from the cached
 * full response so audio and video seek offline and play on Safari.
 */
export async function handleMedia({ request, url, event }: RouteHandlerCallbackOptions) {
  const cached = await fromAnyCache(url.href);
  if (cached) {
    return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
  }
  const response = await fetch(request);
  if (response.status === 200 && cacheOnUse(url.pathname)) {
    const copy = response.clone();
    (event as ExtendableEvent).waitUntil(caches.open(RUNTIME_CACHE).then((c) => c.put(url.href, copy)));
  } else if (response.status === 206 && cacheOnUse(url.pathname)) {
    // A partial answer cannot be cached: fetch the whole file once in the background.
    (event as ExtendableEvent).waitUntil(storeFullCopy(url.href).catch(() => undefined));
  }
  return response;
}
