import { logError } from './log';
import { STORAGE_KEYS } from './storage-keys';
import { tabStorage } from './sync-storage';

/** Read synchronously by src/app/prerender/paint-gate.js before a prerendered page paints. */
const KEY = STORAGE_KEYS.paintHints;

/** Non-secret facts only: never the session id. */
export interface PaintHints {
  /** A session id is stored (gated pages may paint their prerendered body). */
  session: boolean;
  /** Full ids of modules with progress (their prerendered first-visit stage must not show). */
  started: string[];
  /**
   * Full ids of modules whose slides are complete (a module's address without its stage goes on
   * to their summary: src/app/prerender/start-redirect.js); null on a shared device, which names
   * no module (the next start may be someone else's).
   */
  complete: string[] | null;
  /** The session's language (the start addresses go on in it: src/app/prerender/start-redirect.js). */
  lang: string | null;
}

/** Mirrors the hints into localStorage; a failure only costs the early paint. */
export function writePaintHints(hints: PaintHints): void {
  try {
    const value = JSON.stringify(hints);
    if (globalThis.localStorage?.getItem(KEY) !== value) globalThis.localStorage?.setItem(KEY, value);
  } catch (error) {
    logError('paint hints', error);
  }
}

/**
 * This tab's hint on a shared device: the complete modules of the person using the tab, which a
 * reload of it keeps (the device's hints name no module); null removes it (nobody chosen, or one
 * person on the device). A failure only costs the redirect from HTML.
 */
export function writeTabPaintHints(complete: string[] | null): void {
  if (complete === null) tabStorage.remove(STORAGE_KEYS.tabPaintHints);
  else tabStorage.set(STORAGE_KEYS.tabPaintHints, { complete });
}

/** The display settings' <html> attributes, for the display gate (src/app/prerender/display-gate.js); {} removes them. */
export function writeDisplayHint(attributes: Record<string, string>): void {
  try {
    const value = JSON.stringify(attributes);
    const storage = globalThis.localStorage;
    if (Object.keys(attributes).length === 0) storage?.removeItem(STORAGE_KEYS.displayHint);
    else if (storage?.getItem(STORAGE_KEYS.displayHint) !== value) storage?.setItem(STORAGE_KEYS.displayHint, value);
  } catch (error) {
    logError('display hint', error);
  }
}
