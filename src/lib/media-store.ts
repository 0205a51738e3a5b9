import { MEDIA_CACHE, SHA_HEADER } from '../../sw/shared';
import { PackError } from './pack-errors';
import { dropPartial } from './partial-cache';
import { sha256Bytes } from './sha256';

/**
 * The only place the page writes Cache Storage for media (downloads: verified-download.ts;
 * navigator.storage: storage-quota.ts). Every media file lives in one cache shared with the
 * service worker (sw/media.ts), which serves it cache-first with range requests. Entries the
 * page verified carry their sha256 in a header, so status checks never re-read bodies.
 */

export interface Expected {
  bytes: number;
  sha256: string;
}

export function cacheSupported(): boolean {
  return typeof caches !== 'undefined' && typeof crypto?.subtle?.digest === 'function';
}

function isQuotaError(error: unknown): boolean {
  const e = error as DOMException | undefined;
  return e?.name === 'QuotaExceededError' || e?.code === 22;
}

/*
 * The cache, opened once per page: opening it again for each file cost a pack file's import
 * about two seconds in 30 at a 4× slower CPU. Nothing deletes the media cache (clearing a pack
 * deletes its entries), so the handle stays good; one per CacheStorage, so a test's own is used.
 */
const opened = new WeakMap<CacheStorage, Promise<Cache>>();

function open(): Promise<Cache> {
  const storage = caches;
  let cache = opened.get(storage);
  if (!cache) {
    cache = storage.open(MEDIA_CACHE);
    opened.set(storage, cache);
    // A failed open (storage blocked for a moment) is asked again next time.
    cache.catch(() => opened.delete(storage));
  }
  return cache;
}

/** Stores a file already checked against the index, with its sha256; a full disk is a 'quota' PackError. */
export async function putVerified(url: string, data: ArrayBuffer | Uint8Array<ArrayBuffer>, sha: string, type: string): Promise<void> {
  const headers = { 'Content-Type': type, 'Content-Length': String(data.byteLength), [SHA_HEADER]: sha };
  try {
    await (await open()).put(url, new Response(data, { status: 200, headers }));
  } catch (error) {
    if (isQuotaError(error)) throw new PackError('quota', 'Storage quota exceeded');
    throw error;
  }
}

/** The cached copy of a media file, to read its body (a pack saved as a file: features/pack-files). */
export async function cachedResponse(url: string): Promise<Response | undefined> {
  return (await open()).match(url);
}

/** Every cached media URL with the sha256 it was verified against (undefined: cached on use). */
export async function listCached(): Promise<Map<string, string | undefined>> {
  const cache = await open();
  const out = new Map<string, string | undefined>();
  await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request);
      out.set(request.url, response?.headers.get(SHA_HEADER) ?? undefined);
    }),
  );
  return out;
}

/**
 * Checks a cached copy against the index. Copies cached on use are hashed
 * once and re-stored with the header; a copy that does not match is deleted.
 */
export async function verifyCached(url: string, expected: Expected): Promise<boolean> {
  const cache = await open();
  const response = await cache.match(url);
  if (!response) return false;
  const recorded = response.headers.get(SHA_HEADER);
  if (recorded) {
    if (recorded === expected.sha256) return true;
    await cache.delete(url);
    return false;
  }
  const data = await response.arrayBuffer();
  const sha = await sha256Bytes(data);
  if (data.byteLength !== expected.bytes || sha !== expected.sha256) {
    await cache.delete(url);
    return false;
  }
  await putVerified(url, data, sha, response.headers.get('Content-Type') ?? '');
  return true;
}

/** Deletes cached files and any partial bytes kept for them. */
export async function deleteCached(urls: Iterable<string>): Promise<void> {
  const cache = await open();
  await Promise.all([...urls].map(async (url) => Promise.all([cache.delete(url), dropPartial(url)])));
}
