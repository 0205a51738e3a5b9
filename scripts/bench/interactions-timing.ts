import { existsSync } from 'node:fs';
import type { Browser, CDPSession, Locator, Page } from 'playwright';
import { fullModuleId, moduleAt } from '../../src/content/catalogue';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { putStoredInPage } from '../../tests/support/stored-in-page';
import { BENCH, origin } from './config';
import { INTERACTION_RUNS, type FloorKind, type InteractionResult, type InteractionRun, type InteractionsBench } from './interactions';
import { CPU_SLOWDOWN, openPage, settle } from './search-timing';
import { startServer } from './server';

const POSITION = 4;
const MODULE = `/toolkit/en/training/module/${POSITION}`;
/** Typed one key at a time into search, each key measured. */
const QUERY = 'training';

/**
 * In every page: Event Timing entries (INP's threshold of 16 ms, buffered), long tasks, and the
 * trusted inputs themselves (so that an input whose entry stayed under the threshold is told
 * from one that never arrived). No named functions in here: tsx would wrap them in a helper the
 * page does not have.
 */
function probe(): void {
  const w = window as unknown as { __inp?: object };
  if (w.__inp) return;
  const state = {
    events: [] as { id: number; start: number; duration: number }[],
    tasks: [] as { start: number; duration: number }[],
    inputs: [] as number[],
  };
  w.__inp = state;
  new PerformanceObserver((list) => {
    // interactionId: Chromium's, not yet in TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      state.events.push({ id: e.interactionId, start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (e) => void (e.isTrusted && state.inputs.push(e.timeStamp)), { capture: true });
  }
}

/** In the page: the interaction started by the first input since `since`, its longest entry. */
function readRun(since: number): InteractionRun {
  const state = (
    window as unknown as {
      __inp: { events: { id: number; start: number; duration: number }[]; tasks: { start: number; duration: number }[]; inputs: number[] };
    }
  ).__inp;
  const events = state.events.filter((e) => e.id > 0 && e.start >= since).sort((a, b) => a.start - b.start);
  const arrived = state.inputs.some((t) => t >= since);
  const own = events.filter((e) => e.id === events[0]?.id);
  const tasks = state.tasks.filter((t) => t.start + t.duration >= since).map((t) => t.duration);
  return {
    ms: own.length ? Math.max(...own.map((e) => e.duration)) : arrived ? 16 : NaN,
    underThreshold: !own.length && arrived,
    longestTaskMs: Math.max(0, ...tasks),
  };
}

/**
 * One input: `act` gives it, `shown` waits for its result on the page; then two frames and a
 * moment, since Event Timing reports an entry only once the frame after it is presented.
 */
async function measure(page: Page, act: () => Promise<unknown>, shown: () => Promise<unknown>): Promise<InteractionRun> {
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
type Add = (name: string, run: InteractionRun) => void;

/** A click measured until `shown` sees its result. */
async function clicked(page: Page, add: Add, name: string, target: Locator, shown: () => Promise<unknown>): Promise<void> {
  add(name, await measure(page, () => target.click(), shown));
}

/** Two buttons that take each other's place (Play and Pause): each pressed in turn, measured until the other shows. */
async function toggle(page: Page, add: Add, [firstName, first]: [string, Locator], [secondName, second]: [string, Locator]): Promise<void> {
  await clicked(page, add, firstName, first, () => second.waitFor());
  await clicked(page, add, secondName, second, () => first.waitFor());
}

/** Runs a part of the step; an error marks its interactions not measured, with the reason, and the rest goes on. */
async function part(results: Results, names: string[], fn: (add: Add) => Promise<void>): Promise<void> {
  for (const name of names) results.set(name, { name, runs: [] });
  try {
    await fn((name, run) => results.get(name)!.runs.push(run));
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    console.error(`bench: interactions (${names.join(', ')}) failed:`, reason);
    for (const name of names) results.get(name)!.error = reason;
  }
}

const slideCount = (page: Page) => page.locator('.slide-controls__count').innerText();
const slideIs = (page: Page, n: number) =>
  page.waitForFunction((text) => document.querySelector('.slide-controls__count')?.textContent?.startsWith(text), `Slide ${n} of `);
const slideNumber = async (page: Page) => Number(/^Slide (\d+) of/.exec(await slideCount(page))?.[1]);

async function slides(page: Page, cdp: CDPSession, results: Results): Promise<void> {
  await open(page, cdp, `${MODULE}/slides`);
  await part(results, ['next slide', 'previous slide', 'slide list item'], async (add) => {
    for (const [name, button, step] of [
      ['next slide', 'Next slide', 1],
      ['previous slide', 'Previous slide', -1],
    ] as const) {
      for (let i = 0; i < INTERACTION_RUNS; i++) {
        const n = await slideNumber(page);
        await clicked(page, add, name, page.getByRole('button', { name: button }), () => slideIs(page, n + step));
      }
    }
    const list = page.getByRole('navigation', { name: 'Module contents' });
    for (const n of [12, 3, 15, 7, 18].slice(0, INTERACTION_RUNS)) {
      await clicked(page, add, 'slide list item', list.getByRole('button', { name: new RegExp(`^Slide ${n}:`) }), () => slideIs(page, n));
    }
  });
  await part(results, ['module tab switch'], async (add) => {
    for (let i = 0; i < INTERACTION_RUNS; i++) {
      const tab = page.getByRole('tab', { name: i % 2 ? 'Overview' : 'Other modules' });
      await clicked(page, add, 'module tab switch', tab, () => tab.and(page.locator('[aria-selected="true"]')).waitFor());
    }
  });
  await part(results, ['start narration', 'stop narration'], async (add) => {
    const play = page.getByRole('button', { name: 'Play narration' });
    const pause = page.getByRole('button', { name: 'Pause narration' });
    for (let i = 0; i < INTERACTION_RUNS; i++) await toggle(page, add, ['start narration', play], ['stop narration', pause]);
  });
  await part(results, ['give feedback: open', 'give feedback: close'], async (add) => {
    const dialog = page.getByRole('dialog', { name: 'Give feedback' });
    for (let i = 0; i < INTERACTION_RUNS; i++) {
      await clicked(page, add, 'give feedback: open', page.getByRole('button', { name: 'Give feedback' }), () => dialog.waitFor());
      await clicked(page, add, 'give feedback: close', dialog.getByRole('button', { name: 'Close' }), () =>
        dialog.waitFor({ state: 'hidden' }),
      );
    }
  });
  await part(results, ['display settings: open', 'display settings: text size'], async (add) => {
    const button = page.getByRole('banner').getByRole('button', { name: 'Display' });
    const dialog = page.getByRole('dialog', { name: 'Display' });
    for (let i = 0; i < INTERACTION_RUNS; i++) {
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
  await part(results, ['Present', 'presentation: first ArrowRight'], async (add) => {
    const present = page.getByRole('button', { name: 'Present', exact: true });
    for (let i = 0; i < INTERACTION_RUNS; i++) {
      // Not on the last slide, so that ArrowRight has a slide to go to.
      const n = Math.min(await slideNumber(page), 10);
      if (n !== (await slideNumber(page)))
        await page
          .getByRole('navigation', { name: 'Module contents' })
          .getByRole('button', { name: new RegExp(`^Slide ${n}:`) })
          .click();
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

async function search(page: Page, cdp: CDPSession, results: Results): Promise<void> {
  await open(page, cdp, '/toolkit/en/training');
  await part(results, ['open search', 'search keystroke'], async (add) => {
    const field = page.getByRole('combobox');
    for (let i = 0; i < INTERACTION_RUNS; i++) {
      await clicked(page, add, 'open search', page.getByRole('banner').getByRole('button', { name: 'Search' }), () => field.waitFor());
      await field.focus();
      for (const key of QUERY)
        add(
          'search keystroke',
          await measure(
            page,
            () => page.keyboard.press(key),
            () => settle(page),
          ),
        );
      await page.keyboard.press('Escape');
      await field.waitFor({ state: 'hidden' });
    }
  });
}

async function quiz(page: Page, cdp: CDPSession, results: Results): Promise<void> {
  await part(results, ['knowledge test: answer', 'knowledge test: submit'], async (add) => {
    for (let i = 0; i < INTERACTION_RUNS; i++) {
      // A fresh test each run, its module's slides done (the test opens only then).
      await throttle(cdp, 1);
      await page.goto(`${origin()}/contactform`);
      const progress = { [fullModuleId(moduleAt('training', POSITION)!)]: { slide: 0, slidesComplete: true, quizPassed: false } };
      await page.evaluate(putStoredInPage, { [STORAGE_KEYS.progress]: progress });
      await open(page, cdp, `${MODULE}/quiz`);
      await page.getByRole('button', { name: 'Click here to attempt this Knowledge Test' }).click();
      const options = page.getByRole('checkbox').or(page.getByRole('radio'));
      const submit = page.getByRole('button', { name: 'Submit' });
      const first = options.first();
      await clicked(page, add, 'knowledge test: answer', first, () => first.and(page.locator(':checked')).waitFor());
      // More answers, unmeasured, until the question can be submitted.
      for (let k = 1; !(await submit.isEnabled()); k++) await options.nth(k).click();
      await clicked(page, add, 'knowledge test: submit', submit, () =>
        page.waitForFunction(() => document.querySelector('input[type="checkbox"], input[type="radio"]')?.matches(':disabled')),
      );
    }
  });
}

/**
 * The offline page with the "Everything" pack downloading over a slow connection (each media
 * file held 300 ms, as tests/offline/offline.spec.ts does), paused and resumed.
 */
async function offline(page: Page, cdp: CDPSession, results: Results): Promise<void> {
  await page.context().route(/\/(videos|audio)\//, async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue().catch(() => undefined);
  });
  try {
    await open(page, cdp, '/toolkit/en/offline');
    await part(results, ['offline page: Pause', 'offline page: Resume'], async (add) => {
      const everything = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Everything' }) });
      const pause = everything.getByRole('button', { name: 'Pause' });
      const resume = everything.getByRole('button', { name: 'Resume' });
      await everything.getByRole('button', { name: 'Make available offline' }).click();
      for (let i = 0; i < INTERACTION_RUNS; i++) {
        await pause.waitFor({ timeout: 10_000 });
        await toggle(page, add, ['offline page: Pause', pause], ['offline page: Resume', resume]);
        const status = await everything.getByRole('status').innerText();
        if (/Available offline/.test(status)) throw new Error('the download ended while being measured');
      }
      await pause.click();
    });
  } finally {
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
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
    for (let i = 0; i < INTERACTION_RUNS; i++) {
      click.push(
        await measure(
          page,
          () => page.click('button'),
          () => page.waitForFunction((n) => document.querySelector('p')?.textContent === String(n), i + 1),
        ),
      );
    }
    await page.focus('input');
    const key: InteractionRun[] = [];
    for (const [i, k] of [...QUERY].entries()) {
      key.push(
        await measure(
          page,
          () => page.keyboard.press(k),
          () => page.waitForFunction((v) => document.querySelector('input')?.value === v, QUERY.slice(0, i + 1)),
        ),
      );
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
  const port = BENCH.port + 1;
  await part(results, ['switch the language'], async (add) => {
    if (!existsSync(BENCH.frenchOutDir))
      throw new Error(`no build with French on in ${BENCH.frenchOutDir} (the bench's build step makes it)`);
    const server = await startServer(BENCH.frenchOutDir, port);
    const { page, cdp, close } = await openPage(browser, origin(port)).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    try {
      await page.context().addInitScript(probe);
      await open(page, cdp, `${MODULE}/slides`, origin(port));
      const french = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' });
      if ((await french.getAttribute('aria-disabled')) === 'true') throw new Error(`French is off in ${BENCH.frenchOutDir}`);
      for (let i = 0; i < INTERACTION_RUNS; i++) {
        const [name, lang] = i % 2 ? ['English', 'en'] : ['Français', 'fr'];
        const button = page.getByRole('group', { name: /^(Language|Langue)$/ }).getByRole('button', { name });
        await clicked(page, add, 'switch the language', button, () =>
          page.waitForFunction((l) => document.documentElement.lang === l && location.pathname.startsWith(`/toolkit/${l}/`), lang),
        );
      }
    } finally {
      await close();
      await server.stop();
    }
  });
}

const PARTS = { slides, search, quiz, offline };

/** BENCH_INTERACTIONS=quiz,offline drives only those parts, for a quick local look; the rest fail as not measured. */
const chosen = (name: string) => !process.env.BENCH_INTERACTIONS || process.env.BENCH_INTERACTIONS.split(',').includes(name);

/** Issue 36: each interaction's input to next paint at a 4× CPU slowdown, with the floors of the same run. */
export async function measureInteractions(browser: Browser): Promise<InteractionsBench> {
  const results: Results = new Map();
  const { page, cdp, close } = await openPage(browser);
  try {
    await page.context().addInitScript(probe);
    for (const [name, fn] of Object.entries(PARTS)) if (chosen(name)) await fn(page, cdp, results);
  } finally {
    await close();
  }
  if (chosen('language')) await language(browser, results);
  return { cpuSlowdown: CPU_SLOWDOWN, results: [...results.values()], floors: await floors(browser) };
}
