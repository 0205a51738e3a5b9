import { logError } from './log';
import { STORAGE_KEYS } from './storage-keys';

/** Read synchronously by src/boot/paint-gate.ts before a prerendered page paints. */
const KEY = STORAGE_KEYS.paintHints;

/** Non-secret facts only: never the session id. */
export interface PaintHints {
  /** A session id is stored (gated pages may paint their prerendered body). */
  session: boolean;
  /** Full ids of modules with progress (their prerendered first-visit stage must not show). */
  started: string[];
  /**
   * Full ids of modules whose slides are complete (a module's address without its stage goes on
   * to their summary: src/boot/start-redirect.ts); null on a shared device, which names
   * no module (the next start may be someone else's).
   */
  complete: string[] | null;
  /** The session's language (the start addresses go on in it: src/boot/start-redirect.ts). */
  lang: string | null;
}

/** `value` under `key` in one storage, if it is not there already (null removes it); a failure only costs the early paint. */
function mirror(storage: () => Storage | undefined, key: string, value: object | null): void {
  try {
    // Read in here: the storage's very getter throws where it is disabled.
    const store = storage();
    const text = value && JSON.stringify(value);
    if (store?.getItem(key) === text) return;
    if (text) store?.setItem(key, text);
    else store?.removeItem(key);
  } catch (error) {
    logError(key, error);
  }
}

/**
 * Mirrors the device's hints into localStorage, and this tab's into sessionStorage under the same
 * key: on a shared device, the complete modules of the person using the tab, whom a reload of it
 * keeps (the device's hints name no module); null removes them (nobody chosen, one person).
 */
export function writePaintHints(hints: PaintHints, tab: Pick<PaintHints, 'complete'> | null = null): void {
  mirror(() => globalThis.localStorage, KEY, hints);
  mirror(() => globalThis.sessionStorage, KEY, tab);
}

/** The display settings' <html> attributes, for the display gate (src/boot/display.ts); {} removes them. */
export function writeDisplayHint(attributes: Record<string, string>): void {
  mirror(() => globalThis.localStorage, STORAGE_KEYS.displayHint, Object.keys(attributes).length ? attributes : null);
}
