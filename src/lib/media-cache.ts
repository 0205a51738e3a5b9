import { contentUrl } from './config';
import { logError } from './log';

/**
 * Read-only look-up of media in Cache Storage, answering the way the service
 * worker does (sw/media.ts: every cache, query and Vary ignored), so the page
 * can tell "on this device" from "needs the network" before it shows a file.
 */
export type Cached = boolean | 'unknown';

/** Absolute URL of a content asset: the key the service worker's media cache uses. */
export function assetUrl(path: string): string {
  return new URL(contentUrl(path), globalThis.location?.href ?? 'http://localhost/').href;
}

export async function isMediaCached(path: string): Promise<Cached> {
  if (typeof caches === 'undefined' || !caches) return 'unknown';
  try {
    return (await caches.match(assetUrl(path), { ignoreSearch: true, ignoreVary: true })) !== undefined;
  } catch (error) {
    logError('media cache look-up', error);
    return 'unknown';
  }
}

/** True when any of the paths is cached (a video in either format). */
export async function isAnyMediaCached(paths: readonly string[]): Promise<Cached> {
  const answers = await Promise.all(paths.map(isMediaCached));
  if (answers.includes(true)) return true;
  return answers.includes('unknown') ? 'unknown' : false;
}
