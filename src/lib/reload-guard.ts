import { logError } from './log';

const KEY = 'toolkit.reloadedAt';
const WINDOW_MS = 10_000;

/**
 * Reloads the page unless it already did so in the last few seconds (kept in
 * sessionStorage so the guard survives the reload): a chunk that is still
 * missing after one fresh load must surface as an error, not loop.
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
