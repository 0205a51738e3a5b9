import { logError } from './log';
import { RELOADED_AT_KEY } from './storage-keys';

const KEY = RELOADED_AT_KEY;
const WINDOW_MS = 10_000;

/**
 * Reloads the page unless it already did so in the last few seconds (kept in
 * sessionStorage so the guard survives the reload): a chunk that is still
 * missing after one fresh load, or a start that fails again (src/boot/start-watch.ts),
 * must surface as an error, not loop.
 */
export function reloadOnce(now: number = Date.now()): boolean {
  try {
    const last = Number(globalThis.sessionStorage?.getItem(KEY) ?? 0);
    if (last && now - last < WINDOW_MS) return false;
    globalThis.sessionStorage?.setItem(KEY, String(now));
  } catch (error) {
    // No sessionStorage (privacy settings): better one lost chunk than a reload loop.
    logError('reload guard', error);
    return false;
  }
  globalThis.location.reload();
  return true;
}

/**
 * After a lazy chunk failed to load: reloads (once) only when the server no longer has
 * this build's entry chunk, i.e. a new build replaced it. Every other failure is left
 * alone: offline, a dropped connection, and above all the user leaving for another page,
 * where WebKit (Safari) and Firefox cancel the page's pending loads as the navigation
 * starts. Reloading then would cancel the user's own navigation and keep them here.
 */
export async function reloadIfReplaced(entryUrl: string): Promise<boolean> {
  let status: number;
  try {
    // HEAD passes the service worker's routes (GET only) and asks the server itself.
    status = (await fetch(entryUrl, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return false;
  }
  return (status === 404 || status === 410) && reloadOnce();
}

/**
 * Lazily loaded chunks of a replaced build 404: reload once for the new build (and only
 * then). Installed by start-up (src/app/start.ts), before any chunk loads.
 */
export function guardChunkReloads(entryUrl: string = import.meta.url): void {
  globalThis.addEventListener?.('vite:preloadError', () => void reloadIfReplaced(entryUrl));
}
