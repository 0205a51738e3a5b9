import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';

/**
 * A test mode that widens every window in which a press, a key or a call could be lost: each
 * script of the app arrives HOLD_MS after the page asks for it (a slow tablet on a poor link).
 * That holds the app's take-over (its entry and the page's chunks, so the prerendered copy stays
 * up) and, after it, every lazy chunk (the slider, search, the quiz, the presentation...), each
 * HOLD_MS from when it is asked for.
 *
 * Held with route interception, which sees only what the network serves: a script a service
 * worker answers from its cache never reaches it (Chromium). Specs that hold scripts keep the
 * worker blocked (playwright.config's default); `expectTakeOverHeld` shows the hold held.
 */
export const HOLD_MS = 2000;

/** The app's entry script (its bundle's `index` chunk). */
export const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script back for good: the page stays as the server sent it, its classic scripts alone running. */
export const withoutAppScript = (page: Page) => page.route(ENTRY_SCRIPT, () => undefined);

/** The two small classic scripts a prerendered page's head needs before its first paint are not held. */
const APP_SCRIPT = /\/assets\/(?!paint-gate-|start-watch-)[^/?]+\.js(?:\?|$)/;

/** Installed in every page of the context: when the live app took over (ms from the navigation's start). */
function recordTakeOver() {
  const w = window as unknown as { __toolkitTakeOverAt?: number };
  const seen = () => {
    if (w.__toolkitTakeOverAt === undefined && document.documentElement?.hasAttribute('data-app-started'))
      w.__toolkitTakeOverAt = performance.now();
  };
  // Init scripts run before the document has its <html>.
  new MutationObserver(seen).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-started'] });
}

export class HeldChunks {
  /** Paths of the scripts held so far, in the order the pages asked for them. */
  readonly held: string[] = [];
  private holding = false;
  private installed = false;

  constructor(private readonly context: BrowserContext) {}

  private readonly onScript = async (route: Route) => {
    if (!this.holding) return route.continue().catch(() => undefined);
    this.held.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, this.ms));
    // The page may be gone by then (a test that closes it at once).
    await route.continue().catch(() => undefined);
  };

  private ms = HOLD_MS;

  /** From now on, every app script any page of this context asks for arrives `ms` late. */
  async hold(ms = HOLD_MS): Promise<void> {
    this.ms = ms;
    this.holding = true;
    if (this.installed) return;
    this.installed = true;
    await this.context.addInitScript(recordTakeOver);
    await this.context.route(APP_SCRIPT, this.onScript);
  }

  /** Scripts asked for from now on come at once (those already held still wait their time). */
  release(): void {
    this.holding = false;
  }

  /** When the page's live app took over, in ms from its navigation's start (undefined: not yet). */
  takeOverAt(page: Page): Promise<number | undefined> {
    return page.evaluate(() => (window as unknown as { __toolkitTakeOverAt?: number }).__toolkitTakeOverAt);
  }

  /**
   * The hold held on this page: its live app took over no sooner than the hold, and the scripts
   * named (a chunk's name, e.g. 'SlideSlider-') were among those held.
   */
  async expectTakeOverHeld(page: Page, chunks: string[] = []): Promise<void> {
    await expect.poll(() => this.takeOverAt(page), { message: 'the live app takes over', timeout: 20_000 }).toBeGreaterThan(0);
    expect(await this.takeOverAt(page), 'the take-over waited for the held scripts').toBeGreaterThanOrEqual(this.ms);
    for (const name of chunks) expect(this.held.join(' '), `${name} was held`).toContain(`/assets/${name}`);
  }
}

/**
 * After signing in: the stored sign-in has written the paint hint that lets the next pages'
 * static copies show their signed-in parts (a section's body, the header's Search), so there is
 * something to press before the app takes over.
 */
export async function withSignedInCopy(page: Page): Promise<void> {
  await page.goto('/toolkit/en/training');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.paintHints)).toContain('"session":true');
}
