/**
 * Firefox ESR from Debian, driven over WebDriver BiDi by puppeteer-core (no
 * geckodriver, which is not packaged; nothing is downloaded), truly headless.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { FIREFOX } from './binaries';
import type { Driver, ElementRef, PageFunction } from './driver';
import { findInPage, type Locator } from './locate';

const PREFS = {
  // persist() would otherwise wait on a permission prompt nobody answers.
  'dom.storageManager.prompt.testing': true,
  'dom.storageManager.prompt.testing.allow': true,
  'media.autoplay.default': 0,
  // Files the app saves (certificates) go to the profile's folder without a dialog.
  'browser.download.useDownloadDir': true,
  'browser.download.always_ask_before_handling_new_types': false,
};

/**
 * One Firefox per test file (start-up takes seconds); each test gets a fresh user
 * context, which has its own cookies, storage, caches and service workers.
 */
export class FirefoxHost {
  private browser: Browser | null = null;
  constructor(private readonly size = { width: 1280, height: 900 }) {}

  async start(): Promise<void> {
    this.browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      defaultViewport: this.size,
      extraPrefsFirefox: PREFS,
    });
  }

  async stop(): Promise<void> {
    await this.browser?.close();
    this.browser = null;
  }

  async open(pageLoad: 'none' | 'normal' = 'normal'): Promise<Driver> {
    if (!this.browser) throw new Error('Firefox is not started');
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    return pageDriver(page, { current: page }, () => context.close(), pageLoad === 'none' ? 'domcontentloaded' : 'load');
  }
}

/**
 * The tab in front, of a context's tabs. A tab behind another is hidden, and Firefox gives it no
 * animation frames: a page that waits for one (the app's take-over replaying a press held on the
 * prerendered copy) waits until it is shown. A person uses the tab in front, so an action on a
 * tab brings it there first, as their switch to it would.
 */
interface Front {
  current: Page;
}

function pageDriver(page: Page, front: Front, close: () => Promise<void>, waitUntil: 'load' | 'domcontentloaded' = 'load'): Driver {
  const handle = (element: ElementRef) => element as unknown as ElementHandle<Element>;
  const toFront = async () => {
    if (front.current === page) return;
    await page.bringToFront();
    front.current = page;
  };
  return {
    engine: 'firefox',
    goto: async (url) => {
      await toFront();
      try {
        await page.goto(url, { waitUntil });
      } catch (error) {
        // The app itself started a navigation at that moment (NS_BINDING_ABORTED): go again, once.
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
        await page.goto(url, { waitUntil });
      }
    },
    reload: async () => {
      await toFront();
      await page.reload({ waitUntil });
    },
    url: async () => page.url(),
    evaluate: <A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A) =>
      page.evaluate(fn as (...a: unknown[]) => R, ...args) as Promise<R>,
    element: async (locator: Locator) => {
      const found = await page.evaluateHandle(findInPage, locator);
      const element = found.asElement();
      if (!element) await found.dispose();
      return element as unknown as ElementRef | null;
    },
    click: async (element) => {
      await toFront();
      await handle(element).click();
    },
    type: async (element, text) => {
      await toFront();
      await handle(element).type(text);
    },
    // Key presses do not choose a file here: BiDi's input.setFiles does (typing the path left the input empty).
    chooseFile: async (element, file) => {
      await toFront();
      await (handle(element) as ElementHandle<HTMLInputElement>).uploadFile(file);
    },
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    openWindow: async () => {
      // A new tab opens in front.
      const other = await page.browserContext().newPage();
      front.current = other;
      return pageDriver(other, front, () => other.close(), waitUntil);
    },
    close,
  };
}
