import type { Browser, CDPSession, Page } from 'playwright';
import { putStoredInPage } from '../../tests/support/stored-in-page';
import { signIn } from './browser';
import { origin } from './config';
import { INTERACTION_PRESSES } from './interactions';

/** The conditions: Chromium at a 4× CPU slowdown. */
export const CPU_SLOWDOWN = 4;
const FIRST_QUERY = 'eligibility';
/**
 * As every interaction of the bench (design-notes §9): at least 15 presses, here each on a fresh
 * page (it is the first query a page answers that is timed).
 */
const FIRST_QUERY_RUNS = INTERACTION_PRESSES;

export interface SearchTimings {
  /** From pressing `/` (a fresh page each run) to the first query's results painted, ms. */
  firstQuery: number[];
}

/**
 * In the page: when `/` is pressed, time until the dialog's field has focus, is given the query
 * (as one input, so the user's typing speed is not measured), and its results are painted.
 */
function probeFirstQuery(query: string): void {
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  const w = window as unknown as { __searchFirst: Promise<number> };
  w.__searchFirst = new Promise((resolve) => {
    let pressed = 0;
    let filled = false;
    document.addEventListener('keydown', (e) => void (e.key === '/' && !pressed && (pressed = e.timeStamp)), { capture: true });
    document.addEventListener('focusin', (e) => {
      const input = e.target as HTMLInputElement;
      if (filled || input.getAttribute?.('role') !== 'combobox') return;
      filled = true;
      // In a task of its own, as typing would be: not inside the render that focused the field.
      setTimeout(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    });
    setTimeout(() => resolve(NaN), 30_000);
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="option"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressed)));
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Waits until the results shown answer what the field holds (the search worker replied and the
 * page drew them: the status names their query), then two frames for effects and paint.
 */
export const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        // No named functions in here (see probeFirstQuery).
        const observer = new MutationObserver(() => {
          const field = document.querySelector<HTMLInputElement>('[role="combobox"]');
          if (document.querySelector<HTMLElement>('.search__status')?.dataset.query !== (field?.value ?? '')) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        });
        observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-query', 'data-settle'] });
        // One mutation now, so that results already answering the field settle at once.
        document.body.dataset.settle = String(Date.now());
      }),
  );

export async function openPage(browser: Browser, base = origin()): Promise<{ page: Page; cdp: CDPSession; close(): Promise<void> }> {
  // Service workers allowed: search's chunks come from the precache, as offline.
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  // No background downloads meanwhile (the core pack): their work would count as the keystrokes'.
  await page.goto(`${base}/contactform`);
  await page.evaluate(putStoredInPage, { 'toolkit.packs': { wanted: { 'en:core': false }, paused: {} } });
  await signIn(page, base);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  return { page, cdp, close: () => context.close() };
}

async function firstQuery(page: Page, cdp: CDPSession): Promise<number> {
  await page.reload();
  await page.getByRole('button', { name: 'Search' }).waitFor();
  await page.waitForLoadState('networkidle');
  // As for a user who has been on the page a moment: it has started its search worker when idle.
  if (!page.workers().length) await page.waitForEvent('worker');
  await page.waitForLoadState('networkidle');
  await page.evaluate(probeFirstQuery, FIRST_QUERY);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.keyboard.press('/');
  return page.evaluate(() => (window as unknown as { __searchFirst: Promise<number> }).__searchFirst);
}

/** `/` to the first results, at a 4× CPU slowdown, each on a fresh page. */
export async function measureSearchTimings(browser: Browser): Promise<SearchTimings> {
  const { page, cdp, close } = await openPage(browser);
  try {
    const firstQueries: number[] = [];
    for (let run = 0; run < FIRST_QUERY_RUNS; run++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      firstQueries.push(await firstQuery(page, cdp));
    }
    return { firstQuery: firstQueries };
  } finally {
    await close();
  }
}
