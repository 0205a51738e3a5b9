import { existsSync } from 'node:fs';
import type { Browser, CDPSession, Locator, Page } from 'playwright';
import { fullModuleId, moduleAt } from '../../src/content/catalogue';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { putStoredInPage } from '../../tests/support/stored-in-page';
import { BENCH, origin } from './config';
import {
  INTERACTION_PAGES,
  INTERACTION_PRESSES,
  INTERACTIONS,
  PRESSES_PER_PAGE,
  type FloorKind,
  type InteractionResult,
  type InteractionRun,
  type InteractionsBench,
  type InteractionSpec,
} from './interactions';
import { CPU_SLOWDOWN, openPage, settle } from './search-timing';
import { startServer } from './server';

const POSITION = 4;
const MODULE = `/toolkit/en/training/module/${POSITION}`;
/** Typed one key at a time into search, each key measured. */
const QUERY = 'training';

/**
 * In every page: Event Timing entries (INP's threshold of 16 ms, buffered) and the trusted inputs
 * themselves (so that an input whose entry stayed under the threshold is told from one that never
 * arrived). No named functions in here: tsx would wrap them in a helper the page does not have.
 */
function probe(): void {
  const w = window as unknown as { __inp?: object };
  if (w.__inp) return;
  const state = {
    events: [] as { id: number; start: number; duration: number }[],
    inputs: [] as number[],
  };
  w.__inp = state;
  new PerformanceObserver((list) => {
    // interactionId: Chromium's, not yet in TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      state.events.push({ id: e.interactionId, start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (e) => void (e.isTrusted && state.inputs.push(e.timeStamp)), { capture: true });
  }
}

type Measured = Omit<InteractionRun, 'page'>;

/** In the page: the interaction started by the first input since `since`, its longest entry. */
function readRun(since: number): Measured {
  const state = (window as unknown as { __inp: { events: { id: number; start: number; duration: number }[]; inputs: number[] } }).__inp;
  const events = state.events.filter((e) => e.id > 0 && e.start >= since).sort((a, b) => a.start - b.start);
  const arrived = state.inputs.some((t) => t >= since);
  const own = events.filter((e) => e.id === events[0]?.id);
  return {
    ms: own.length ? Math.max(...own.map((e) => e.duration)) : arrived ? 16 : NaN,
    underThreshold: !own.length && arrived,
  };
}

/**
 * One input: `act` gives it, `shown` waits for its result on the page; then two frames and a
 * moment, since Event Timing reports an entry only once the frame after it is presented.
 */
async function measure(page: Page, act: () => Promise<unknown>, shown: () => Promise<unknown>): Promise<Measured> {
  const since = await page.evaluate(() => performance.now());
  await act();
  await shown();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  return page.evaluate(readRun, since);
}

const throttle = (cdp: CDPSession, rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

/** The live app has taken over the static copy; then what loads on an idle moment has loaded. */
async function ready(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-app-started') && !document.querySelector('.prerendered'),
    null,
    {
      timeout: 30_000,
    },
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(BENCH.deferredLoadsMs);
}

/** Opens a page at full speed, then slows the CPU for the measuring. */
async function open(page: Page, cdp: CDPSession, path: string, base = origin()): Promise<void> {
  await throttle(cdp, 1);
  await page.goto(`${base}${path}`);
  await ready(page);
  await throttle(cdp, CPU_SLOWDOWN);
}

type Results = Map<string, InteractionResult>;
type Add = (name: string, run: Measured) => void;

/** A click measured until `shown` sees its result. */
async function clicked(page: Page, add: Add, name: string, target: Locator, shown: () => Promise<unknown>): Promise<void> {
  add(name, await measure(page, () => target.click(), shown));
}

/** Two buttons that take each other's place (Play and Pause): each pressed in turn, measured until the other shows. */
async function toggle(page: Page, add: Add, [firstName, first]: [string, Locator], [secondName, second]: [string, Locator]): Promise<void> {
  await clicked(page, add, firstName, first, () => second.waitFor());
  await clicked(page, add, secondName, second, () => first.waitFor());
}

/**
 * BENCH_INTERACTIONS=quiz,offline drives only those parts, and it may also name interactions
 * ("next slide"), for a quick local look or the bench's self-test; unset, everything.
 */
const SELECTED = process.env.BENCH_INTERACTIONS?.split(',').map((s) => s.trim());
const PART_OF: Record<string, string[]> = {
  slides: [
    'next slide',
    'previous slide',
    'slide list item',
    'module tab switch',
    'start narration',
    'stop narration',
    'give feedback: open',
    'give feedback: close',
    'display settings: open',
    'display settings: text size',
    'Present',
    'presentation: first ArrowRight',
  ],
  search: ['open search', 'search keystroke'],
  quiz: ['knowledge test: answer', 'knowledge test: submit'],
  offline: ['offline page: Pause', 'offline page: Resume'],
  language: ['switch the language'],
};
/** Whether any of these interactions is to be measured. */
const wanted = (names: string[]) =>
  !SELECTED ||
  names.some((name) => SELECTED.includes(name) || Object.entries(PART_OF).some(([p, of]) => of.includes(name) && SELECTED.includes(p)));

/** The interactions this run measures, which its checks expect (every one, unless BENCH_INTERACTIONS says otherwise). */
export const chosenInteractions = (): InteractionSpec[] => INTERACTIONS.filter((i) => wanted([i.name]));

/**
 * Runs one block of a part on the fresh page `pageIndex`; an error marks its interactions not
 * measured, with the reason, and later pages skip them; the rest goes on. A block of
 * interactions not chosen does not run.
 */
async function part(results: Results, pageIndex: number, names: string[], fn: (add: Add) => Promise<void>): Promise<void> {
  if (!wanted(names)) return;
  for (const name of names) if (!results.has(name)) results.set(name, { name, runs: [] });
  if (names.some((name) => results.get(name)!.error)) return;
  try {
    await fn((name, run) => results.get(name)!.runs.push({ ...run, page: pageIndex }));
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    console.error(`bench: interactions (${names.join(', ')}) failed on page ${pageIndex + 1}:`, reason);
    for (const name of names) results.get(name)!.error = reason;
  }
}

const pages = (n = INTERACTION_PAGES) => Array.from({ length: n }, (_, i) => i);
const presses = (n = PRESSES_PER_PAGE) => Array.from({ length: n }, (_, i) => i);

const slideCount = (page: Page) => page.locator('.slide-controls__count').innerText();
const slideIs = (page: Page, n: number) =>
  page.waitForFunction((text) => document.querySelector('.slide-controls__count')?.textContent?.startsWith(text), `Slide ${n} of `);
const slideNumber = async (page: Page) => Number(/^Slide (\d+) of/.exec(await slideCount(page))?.[1]);
const slidesInModule = async (page: Page) => Number(/of (\d+)/.exec(await slideCount(page))?.[1]);
const contents = (page: Page) => page.getByRole('navigation', { name: 'Module contents' });
const listItem = (page: Page, n: number) => contents(page).getByRole('button', { name: new RegExp(`^Slide ${n}:`) });

/** Unmeasured: to slide `n` from the module's contents, when not there already. */
async function goToSlide(page: Page, n: number): Promise<void> {
  if ((await slideNumber(page)) === n) return;
  await listItem(page, n).click();
  await slideIs(page, n);
}

async function slides(page: Page, cdp: CDPSession, results: Results): Promise<void> {
  for (const p of pages()) {
    // A fresh page each time: the module opens at the slide it was left on.
    await open(page, cdp, `${MODULE}/slides`);
    await part(results, p, ['next slide'], async (add) => {
      // Room for every press before the last slide, where Next becomes Finish Module.
      if ((await slideNumber(page)) + PRESSES_PER_PAGE >= (await slidesInModule(page))) await goToSlide(page, 1);
      for (let i = 0; i < PRESSES_PER_PAGE; i++) {
        const n = await slideNumber(page);
        await clicked(page, add, 'next slide', page.getByRole('button', { name: 'Next slide' }), () => slideIs(page, n + 1));
      }
    });
    await part(results, p, ['previous slide'], async (add) => {
      if ((await slideNumber(page)) <= PRESSES_PER_PAGE) await goToSlide(page, PRESSES_PER_PAGE + 1);
      for (let i = 0; i < PRESSES_PER_PAGE; i++) {
        const n = await slideNumber(page);
        await clicked(page, add, 'previous slide', page.getByRole('button', { name: 'Previous slide' }), () => slideIs(page, n - 1));
      }
    });
    await part(results, p, ['slide list item'], async (add) => {
      for (const n of [12, 3, 15, 7, 18].slice(0, PRESSES_PER_PAGE)) {
        await clicked(page, add, 'slide list item', listItem(page, n), () => slideIs(page, n));
      }
    });
    await part(results, p, ['module tab switch'], async (add) => {
      for (const i of presses()) {
        const tab = page.getByRole('tab', { name: i % 2 ? 'Overview' : 'Other modules' });
        await clicked(page, add, 'module tab switch', tab, () => tab.and(page.locator('[aria-selected="true"]')).waitFor());
      }
      // Back to the module's own tab for what follows.
      const overview = page.getByRole('tab', { name: 'Overview' });
      await overview.click();
      await overview.and(page.locator('[aria-selected="true"]')).waitFor();
    });
    await part(results, p, ['start narration', 'stop narration'], async (add) => {
      const play = page.getByRole('button', { name: 'Play narration' });
      const pause = page.getByRole('button', { name: 'Pause narration' });
      for (let i = 0; i < PRESSES_PER_PAGE; i++) await toggle(page, add, ['start narration', play], ['stop narration', pause]);
    });
    await part(results, p, ['give feedback: open', 'give feedback: close'], async (add) => {
      const dialog = page.getByRole('dialog', { name: 'Give feedback' });
      for (let i = 0; i < PRESSES_PER_PAGE; i++) {
        await clicked(page, add, 'give feedback: open', page.getByRole('button', { name: 'Give feedback' }), () => dialog.waitFor());
        await clicked(page, add, 'give feedback: close', dialog.getByRole('button', { name: 'Close' }), () =>
          dialog.waitFor({ state: 'hidden' }),
        );
      }
    });
    await part(results, p, ['display settings: open', 'display settings: text size'], async (add) => {
      const button = page.getByRole('banner').getByRole('button', { name: 'Display' });
      const dialog = page.getByRole('dialog', { name: 'Display' });
      for (const i of presses()) {
        await clicked(page, add, 'display settings: open', button, () => dialog.waitFor());
        const size = dialog.getByRole('radio', { name: i % 2 ? '100 %' : '125 %' });
        add(
          'display settings: text size',
          await measure(
            page,
            () => size.check(),
            () => size.and(page.locator(':checked')).waitFor(),
          ),
        );
        await dialog.getByRole('button', { name: 'Done' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
      // Back to the default size for what follows.
      await button.click();
      await dialog.getByRole('radio', { name: '100 %' }).check();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
    await part(results, p, ['Present', 'presentation: first ArrowRight'], async (add) => {
      const present = page.getByRole('button', { name: 'Present', exact: true });
      for (let i = 0; i < PRESSES_PER_PAGE; i++) {
        // Not on the last slide, so that ArrowRight has a slide to go to.
        const n = Math.min(await slideNumber(page), 10);
        await goToSlide(page, n);
        const at = (k: number) => page.waitForURL(new RegExp(`/present/${POSITION}/${k}$`));
        await clicked(page, add, 'Present', present, () => at(n));
        add(
          'presentation: first ArrowRight',
          await measure(
            page,
            () => page.keyboard.press('ArrowRight'),
            () => at(n + 1),
          ),
        );
        await page.keyboard.press('Escape');
        await present.waitFor();
      }
    });
  }
}

/** Openings of search on each page whose every key of QUERY is measured (the rest only open and close). */
const TYPED_OPENINGS = 2;

async function search(page: Page, cdp: CDPSession, results: Results): Promise<void> {
  for (const p of pages()) {
    await open(page, cdp, '/toolkit/en/training');
    await part(results, p, ['open search', 'search keystroke'], async (add) => {
      const field = page.getByRole('combobox');
      for (const i of presses()) {
        await clicked(page, add, 'open search', page.getByRole('banner').getByRole('button', { name: 'Search' }), () => field.waitFor());
        await field.focus();
        if (i < TYPED_OPENINGS && wanted(['search keystroke'])) {
          for (const key of QUERY)
            add(
              'search keystroke',
              await measure(
                page,
                () => page.keyboard.press(key),
                () => settle(page),
              ),
            );
        }
        await page.keyboard.press('Escape');
        await field.waitFor({ state: 'hidden' });
      }
    });
  }
}

/** A knowledge test has three questions: one answer and one Submit measured on each, over this many fresh tests. */
const QUIZ_PAGES = 5;

async function quiz(page: Page, cdp: CDPSession, results: Results): Promise<void> {
  for (const p of pages(QUIZ_PAGES)) {
    await part(results, p, ['knowledge test: answer', 'knowledge test: submit'], async (add) => {
      // A fresh test each time, its module's slides done (the test opens only then).
      await throttle(cdp, 1);
      await page.goto(`${origin()}/contactform`);
      const progress = { [fullModuleId(moduleAt('training', POSITION)!)]: { slide: 0, slidesComplete: true, quizPassed: false } };
      await page.evaluate(putStoredInPage, { [STORAGE_KEYS.progress]: progress });
      await open(page, cdp, `${MODULE}/quiz`);
      await page.getByRole('button', { name: 'Click here to attempt this Knowledge Test' }).click();
      const options = page.getByRole('checkbox').or(page.getByRole('radio'));
      const submit = page.getByRole('button', { name: 'Submit' });
      const next = page.getByRole('button', { name: 'Next Question' });
      for (let question = 0; ; question++) {
        await options.first().waitFor();
        const first = options.first();
        await clicked(page, add, 'knowledge test: answer', first, () => first.and(page.locator(':checked')).waitFor());
        // More answers, unmeasured, until the question can be submitted.
        for (let k = 1; !(await submit.isEnabled()); k++) await options.nth(k).click();
        await clicked(page, add, 'knowledge test: submit', submit, () =>
          page.waitForFunction(() => document.querySelector('input[type="checkbox"], input[type="radio"]')?.matches(':disabled')),
        );
        if (!(await next.isVisible())) break;
        await next.click();
        await page.waitForFunction(() => !document.querySelector('input[type="checkbox"], input[type="radio"]')?.matches(':disabled'));
      }
    });
  }
}

/**
 * The offline page with the "Everything" pack downloading over a slow connection (each media
 * file held 300 ms, as tests/offline/offline.spec.ts does), paused and resumed; each fresh page
 * in a context of its own, so that each starts the download anew.
 */
async function offline(browser: Browser, results: Results): Promise<void> {
  for (const p of pages()) {
    if (!wanted(PART_OF.offline)) return;
    const { page, cdp, close } = await openPage(browser);
    try {
      await page.context().addInitScript(probe);
      await page.context().route(/\/(videos|audio)\//, async (route) => {
        await new Promise((r) => setTimeout(r, 300));
        await route.continue().catch(() => undefined);
      });
      await open(page, cdp, '/toolkit/en/offline');
      await part(results, p, ['offline page: Pause', 'offline page: Resume'], async (add) => {
        const everything = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Everything' }) });
        const pause = everything.getByRole('button', { name: 'Pause' });
        const resume = everything.getByRole('button', { name: 'Resume' });
        await everything.getByRole('button', { name: 'Make available offline' }).click();
        for (let i = 0; i < PRESSES_PER_PAGE; i++) {
          await pause.waitFor({ timeout: 10_000 });
          await toggle(page, add, ['offline page: Pause', pause], ['offline page: Resume', resume]);
          const status = await everything.getByRole('status').innerText();
          if (/Available offline/.test(status)) throw new Error('the download ended while being measured');
        }
        await pause.click();
      });
    } finally {
      await page
        .context()
        .unrouteAll({ behavior: 'ignoreErrors' })
        .catch(() => undefined);
      await close();
    }
  }
}

/** The floors: a plain button whose click changes a text node, and a bare text field, at the same slowdown. */
async function floors(browser: Browser): Promise<Record<FloorKind, InteractionRun[]>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(
      '<!doctype html><title>floor</title><button onclick="this.nextElementSibling.textContent = Number(this.nextElementSibling.textContent) + 1">Change</button><p>0</p><input aria-label="field">',
    );
    await page.evaluate(probe);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, CPU_SLOWDOWN);
    const click: InteractionRun[] = [];
    for (let i = 0; i < INTERACTION_PRESSES; i++) {
      const run = await measure(
        page,
        () => page.click('button'),
        () => page.waitForFunction((n) => document.querySelector('p')?.textContent === String(n), i + 1),
      );
      click.push({ ...run, page: 0 });
    }
    await page.focus('input');
    const key: InteractionRun[] = [];
    for (const [i, k] of [...QUERY].entries()) {
      const run = await measure(
        page,
        () => page.keyboard.press(k),
        () => page.waitForFunction((v) => document.querySelector('input')?.value === v, QUERY.slice(0, i + 1)),
      );
      key.push({ ...run, page: 0 });
    }
    return { click, key };
  } finally {
    await context.close();
  }
}

/**
 * The language switch, on the build with French on (BENCH.frenchOutDir, built beside the bench's
 * own) served on the next port: in the shipped build the switch only says "À venir !".
 */
async function language(browser: Browser, results: Results): Promise<void> {
  if (!wanted(PART_OF.language)) return;
  const port = BENCH.port + 1;
  const names = ['switch the language'];
  if (!existsSync(BENCH.frenchOutDir)) {
    results.set(names[0], {
      name: names[0],
      runs: [],
      error: `no build with French on in ${BENCH.frenchOutDir} (the bench's build step makes it)`,
    });
    return;
  }
  const server = await startServer(BENCH.frenchOutDir, port);
  try {
    const { page, cdp, close } = await openPage(browser, origin(port));
    try {
      await page.context().addInitScript(probe);
      for (const p of pages()) {
        await open(page, cdp, `${MODULE}/slides`, origin(port));
        await part(results, p, names, async (add) => {
          const french = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' });
          if ((await french.getAttribute('aria-disabled')) === 'true') throw new Error(`French is off in ${BENCH.frenchOutDir}`);
          for (const i of presses()) {
            const [name, lang] = i % 2 ? ['English', 'en'] : ['Français', 'fr'];
            const button = page.getByRole('group', { name: /^(Language|Langue)$/ }).getByRole('button', { name });
            await clicked(page, add, 'switch the language', button, () =>
              page.waitForFunction((l) => document.documentElement.lang === l && location.pathname.startsWith(`/toolkit/${l}/`), lang),
            );
          }
          // Back to English, so the next fresh page opens where the first did.
          if (PRESSES_PER_PAGE % 2) {
            await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'English' }).click();
            await page.waitForFunction(() => document.documentElement.lang === 'en');
          }
        });
      }
    } finally {
      await close();
    }
  } finally {
    await server.stop();
  }
}

/** Issue 36: each interaction's input to next paint at a 4× CPU slowdown, with the floors of the same run. */
export async function measureInteractions(browser: Browser): Promise<InteractionsBench> {
  const results: Results = new Map();
  const { page, cdp, close } = await openPage(browser);
  try {
    await page.context().addInitScript(probe);
    for (const [name, fn] of Object.entries({ slides, search, quiz })) if (wanted(PART_OF[name])) await fn(page, cdp, results);
  } finally {
    await close();
  }
  await offline(browser, results);
  await language(browser, results);
  return { cpuSlowdown: CPU_SLOWDOWN, results: [...results.values()], floors: await floors(browser) };
}
