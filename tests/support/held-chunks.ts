import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';

/**
 * A test mode that opens every window in which a press, a key or a call could be lost, for as long
 * as the test needs: each script of the app any page asks for is held until the test lets it
 * through (a slow tablet on a poor link, made exact). Holding the entry and the page's chunks keeps
 * the prerendered copy up while the test presses on it; holding a lazy chunk (the slider, search,
 * the presentation) keeps the live page waiting for it while the test presses there.
 *
 * Held with route interception, which sees only what the network serves: a script a service
 * worker answers from its cache never reaches it (Chromium). Specs that hold scripts keep the
 * worker blocked (playwright.config's default); `expectPressedOnCopy` shows the press beat the app.
 */
/** The app's entry script (its bundle's `index` chunk). */
export const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script back for good: the page stays as the server sent it, its classic scripts alone running. */
export const withoutAppScript = (page: Page) => page.route(ENTRY_SCRIPT, () => undefined);

/** The classic scripts a page's head needs before its first paint (src/boot/) are not held. */
const APP_SCRIPT = /\/assets\/(?!page-script-|start-watch-)[^/?]+\.js(?:\?|$)/;

/** Installed in every page of the context: when the live app took over and when the first press or key came (ms from the navigation's start). */
function recordTakeOver() {
  const w = window as unknown as { __toolkitTakeOverAt?: number; __toolkitFirstInputAt?: number };
  const seen = () => {
    if (w.__toolkitTakeOverAt === undefined && document.documentElement?.hasAttribute('data-app-started'))
      w.__toolkitTakeOverAt = performance.now();
  };
  // Init scripts run before the document has its <html>.
  new MutationObserver(seen).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-started'] });
  const input = (event: Event) => {
    if (event.isTrusted) w.__toolkitFirstInputAt ??= performance.now();
  };
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, input, { capture: true });
}

export class HeldChunks {
  /** Paths of the scripts held so far, in the order the pages asked for them. */
  readonly held: string[] = [];
  private holding = false;
  /** Held scripts of these names stay held through a release() that names them (`except`). */
  private kept: string[] = [];
  private waiting: { path: string; go: () => void }[] = [];

  constructor(private readonly context: BrowserContext) {}

  /**
   * Routes the app's scripts from the context's first page on, passing them through until hold():
   * with routing on, Chromium serves no script from its caches, so a script an earlier page of the
   * test loaded (signing in, say) is asked of the network again, where the hold can see it.
   */
  async install(): Promise<void> {
    await this.context.addInitScript(recordTakeOver);
    await this.context.route(APP_SCRIPT, this.onScript);
  }

  private readonly onScript = async (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    const keptBack = this.kept.some((name) => path.includes(`/assets/${name}`));
    if (this.holding || keptBack) {
      this.held.push(path);
      await new Promise<void>((go) => this.waiting.push({ path, go }));
    }
    // The page may be gone by then (a test that closes it at once).
    await route.continue().catch(() => undefined);
  };

  /** From now on, every app script any page of this context asks for waits until `release`. */
  async hold(): Promise<void> {
    this.holding = true;
    this.kept = [];
  }

  /**
   * Lets the held scripts through, and those asked for from now on, but for the chunks named in
   * `except` (e.g. 'SlideSlider-'): those, held or asked for later, wait for the next release.
   */
  release({ except = [] }: { except?: string[] } = {}): void {
    this.holding = false;
    this.kept = except;
    const keep = (path: string) => except.some((name) => path.includes(`/assets/${name}`));
    const go = this.waiting.filter((w) => !keep(w.path));
    this.waiting = this.waiting.filter((w) => keep(w.path));
    for (const w of go) w.go();
  }

  /** Resolves once a page has asked for the chunk named (e.g. 'SlideSlider-') and it is held. */
  async asked(name: string): Promise<void> {
    await expect.poll(() => this.held.join(' '), { message: `${name} is asked for and held` }).toContain(`/assets/${name}`);
  }

  /** When the page's live app took over, in ms from its navigation's start (undefined: not yet). */
  takeOverAt(page: Page): Promise<number | undefined> {
    return page.evaluate(() => (window as unknown as { __toolkitTakeOverAt?: number }).__toolkitTakeOverAt);
  }

  /**
   * The press or key was made on the static copy: the page's first one came before its live app
   * took over. (Not "such a script was held": a press quick enough beats even the request for it.)
   */
  async expectPressedOnCopy(page: Page): Promise<void> {
    await expect.poll(() => this.takeOverAt(page), { message: 'the live app takes over', timeout: 20_000 }).toBeGreaterThan(0);
    const firstInputAt = await page.evaluate(() => (window as unknown as { __toolkitFirstInputAt?: number }).__toolkitFirstInputAt);
    expect(firstInputAt, 'pressed before the live app took over').toBeLessThan((await this.takeOverAt(page))!);
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
