/** How long a failed chunk waits before its one more try. */
export const IMPORT_RETRY_MS = 2000;

/**
 * A chunk's import, tried once more a moment after it fails: a fetch dropped or cancelled while
 * the page starts (a flaky link; a CI run once saw the browser abort a fresh page's two chunk
 * requests) must not leave the page without its engines until the next reload. A second failure
 * is the caller's to log.
 */
export function importAgain<T>(load: () => Promise<T>, waitMs = IMPORT_RETRY_MS): Promise<T> {
  return load().catch(() => new Promise((wait) => setTimeout(wait, waitMs)).then(load));
}
