import { MEDIA_CACHE, SHA_HEADER } from '../../sw/shared';
import { contentUrl } from './config';
import { fetchFile, RESUME_MIN_BYTES } from './file-fetch';
import { PackError } from './pack-errors';
import { dropPartial } from './partial-cache';

/**
 * The only place the page writes Cache Storage (navigator.storage: storage-quota.ts). Every
 * media file lives in one cache shared with the service worker (sw/media.ts),
 * which serves it cache-first with range requests. Entries the page verified
 * carry their sha256 in a header, so status checks never re-read bodies.
 */

export { PackError, type PackErrorKind } from './pack-errors';

export interface Expected {
  bytes: number;
  sha256: string;
}

export function cacheSupported(): boolean {
  return typeof caches !== 'undefined' && typeof crypto?.subtle?.digest === 'function';
}

/** Absolute URL of a content path: the cache key the service worker looks up. */
export function assetUrl(path: string): string {
  return new URL(contentUrl(path), globalThis.location?.href ?? 'http://localhost/').href;
}

export async function sha256Hex(data: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isQuotaError(error: unknown): boolean {
  const e = error as DOMException | undefined;
  return e?.name === 'QuotaExceededError' || e?.code === 22;
}

const open = () => caches.open(MEDIA_CACHE);

async function putVerified(url: string, data: ArrayBuffer | Uint8Array<ArrayBuffer>, sha: string, type: string): Promise<void> {
  const headers = { 'Content-Type': type, 'Content-Length': String(data.byteLength), [SHA_HEADER]: sha };
  try {
    await (await open()).put(url, new Response(data, { status: 200, headers }));
  } catch (error) {
    if (isQuotaError(error)) throw new PackError('quota', 'Storage quota exceeded');
    throw error;
  }
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
  const sha = await sha256Hex(data);
  if (data.byteLength !== expected.bytes || sha !== expected.sha256) {
    await cache.delete(url);
    return false;
  }
  await putVerified(url, data, sha, response.headers.get('Content-Type') ?? '');
  return true;
}

const matches = (data: Uint8Array<ArrayBuffer>, sha: string, expected: Expected) =>
  data.byteLength === expected.bytes && sha === expected.sha256;

export interface DownloadOptions {
  signal: AbortSignal;
  /** `held`: bytes of this file kept so far (0 after a restart); `fetched`: bytes just received. */
  onProgress: (held: number, fetched: number) => void;
  stallMs?: number;
}

/**
 * Downloads one file, checks its size and sha256 against the index and only
 * then stores it: the media cache never holds a partial or wrong file. Large
 * files resume from the bytes an interrupted attempt kept (src/lib/file-fetch.ts).
 * The HTTP cache is used first (a file the page already showed costs nothing);
 * a copy that does not match is discarded and fetched once more from the
 * server; a second mismatch is reported.
 */
export async function downloadVerified(url: string, expected: Expected, options: DownloadOptions): Promise<void> {
  // The worker may have cached it meanwhile; a stale copy is deleted here, or
  // the worker's cache-first route would answer with it.
  if (await verifyCached(url, expected)) return;
  const fetchOptions = { ...options, resumable: expected.bytes >= RESUME_MIN_BYTES, expectedBytes: expected.bytes };
  let { data, type } = await fetchFile(url, { ...fetchOptions, cache: 'default' });
  let sha = await sha256Hex(data);
  if (!matches(data, sha, expected)) {
    options.onProgress(0, 0);
    await dropPartial(url);
    ({ data, type } = await fetchFile(url, { ...fetchOptions, cache: 'reload' }));
    sha = await sha256Hex(data);
    if (!matches(data, sha, expected)) {
      options.onProgress(0, 0);
      throw new PackError('integrity', `${url} does not match the content index`);
    }
  }
  if (options.signal.aborted) throw new PackError('aborted', 'Aborted');
  await putVerified(url, data, sha, type);
}

/** Deletes cached files and any partial bytes kept for them. */
export async function deleteCached(urls: Iterable<string>): Promise<void> {
  const cache = await open();
  await Promise.all([...urls].map(async (url) => Promise.all([cache.delete(url), dropPartial(url)])));
}
