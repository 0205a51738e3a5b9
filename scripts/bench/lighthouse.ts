import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { clearHttpCache, signIn } from './browser';
import { BENCH, origin } from './config';
import { median } from './format';
import { lcpBreakdown, MODULE_SLIDES_PAGE, selectPages, type LcpBreakdown } from './lcp';

export interface LhPage {
  name: string;
  path: string;
  session: boolean;
  /** A tablet's or laptop's screen (CSS px, DPR 2); Lighthouse's phone screen when absent. */
  screen?: { width: number; height: number };
}

/** Every page the budgets expect a Lighthouse result for. */
export const ALL_PAGES: LhPage[] = [
  { name: 'entry', path: '/toolkit/en', session: false },
  { name: 'section (implementation)', path: '/toolkit/en/implementation', session: true },
  { name: 'section (training)', path: '/toolkit/en/training', session: true },
  { name: 'section (promotional)', path: '/toolkit/en/promotional', session: true },
  { name: MODULE_SLIDES_PAGE, path: '/toolkit/en/training/module/4/slides', session: false },
  { name: 'module (training 4 summary)', path: '/toolkit/en/training/module/4/summary', session: false },
  { name: 'module (training 4 quiz)', path: '/toolkit/en/training/module/4/quiz', session: false },
];

/** Issue 36's screens: a tablet upright and on its side, and a large tablet or laptop. */
export const TABLET_SCREENS = [
  { width: 820, height: 1180 },
  { width: 1180, height: 820 },
  { width: 1366, height: 1024 },
] as const;

/** design-notes §9: every page at each tablet screen, as at the phone screen. */
export const TABLET_PAGES: LhPage[] = TABLET_SCREENS.flatMap((screen) =>
  ALL_PAGES.map((page) => ({ ...page, name: `${page.name} at ${screen.width}×${screen.height}`, screen })),
);

/** BENCH_PAGES=slides,promotional measures only the pages whose name contains one of the words. */
const LH_PAGES: LhPage[] = selectPages(ALL_PAGES, process.env.BENCH_PAGES);
const LH_TABLET_PAGES: LhPage[] = selectPages(TABLET_PAGES, process.env.BENCH_PAGES);

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface LhRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  speedIndex: number;
  finalPath: string;
  /** 1-minute load average before and after the run: TBT and LCP inflate on a busy machine. */
  loadBefore: number;
  load: number;
  breakdown: LcpBreakdown | null;
  /** Audits below a full score in these categories: "id (displayValue)". */
  failing: string[];
}

export interface LhResult {
  page: LhPage;
  runs: LhRun[];
  median: Omit<LhRun, 'finalPath' | 'failing' | 'load' | 'loadBefore' | 'breakdown'>;
  /** Breakdown of the run whose LCP is the median one. */
  breakdown: LcpBreakdown | null;
}

/** A Chrome profile that holds a stored session id (signed in through the UI), with an empty HTTP cache. */
async function seedProfile(dir: string): Promise<void> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: BENCH.chromium,
    args: [...BENCH.chromeArgs],
    serviceWorkers: 'block',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page);
  await clearHttpCache(context, page);
  await context.close();
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Which resources the console errors came from: the usual cause of best-practices < 100. */
function consoleDetail(audit: Lhr['audits'][string]): string {
  if (audit.id !== 'errors-in-console' || audit.details?.type !== 'table') return '';
  const items = audit.details.items as { description?: string; sourceLocation?: { url?: string } }[];
  return `: ${items.map((i) => `${i.sourceLocation?.url?.replace(origin(), '') ?? ''} ${i.description ?? ''}`.trim()).join(' | ')}`;
}

function failingAudits(lhr: Lhr): string[] {
  const ids = new Set(CATEGORIES.flatMap((c) => lhr.categories[c].auditRefs.filter((r) => r.weight > 0).map((r) => r.id)));
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id} (${a.score}${a.displayValue ? `, ${a.displayValue}` : ''}${consoleDetail(a)})`);
}

async function runOnce(page: LhPage, profile: string | undefined): Promise<LhRun> {
  const loadBefore = loadavg()[0];
  const chrome = await launch({
    chromePath: BENCH.chromium,
    chromeFlags: ['--headless=new', ...BENCH.chromeArgs],
    // Without a profile chrome-launcher makes (and removes) a fresh temporary one.
    ...(profile ? { userDataDir: profile } : {}),
  });
  try {
    const result = await lighthouse(`${origin()}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Mobile throttling (the default) on a tablet's screen.
      ...(page.screen
        ? { formFactor: 'mobile' as const, screenEmulation: { mobile: true, ...page.screen, deviceScaleFactor: 2, disabled: false } }
        : {}),
      // Keeps the seeded IndexedDB session; the copied profile starts with an empty cache anyway.
      disableStorageReset: page.session,
    });
    if (!result) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    if (process.env.BENCH_LH_SAVE) {
      mkdirSync(process.env.BENCH_LH_SAVE, { recursive: true });
      const name = `${page.name.replace(/\W+/g, '-')}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_LH_SAVE, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c].score ?? 0) * 100);
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      fcp: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
      speedIndex: lhr.audits['speed-index'].numericValue ?? NaN,
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      loadBefore,
      load: loadavg()[0],
      breakdown: lcpBreakdown(lhr),
      failing: failingAudits(lhr),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse on the tablet screens (issue 36). */
export const runTabletLighthouse = () => runLighthouse('lighthouse tablet', LH_TABLET_PAGES);

/**
 * Lighthouse (mobile, default throttling) on each page; medians of BENCH.lighthouseRuns runs.
 * `pass` only labels the progress lines (the load pass runs the same pages).
 */
export async function runLighthouse(pass = 'lighthouse', pages = LH_PAGES): Promise<LhResult[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  try {
    const template = path.join(work, 'signed-in');
    await seedProfile(template);
    const results: LhResult[] = [];
    for (const page of pages) {
      const runs: LhRun[] = [];
      for (let i = 0; i < BENCH.lighthouseRuns; i++) {
        let profile: string | undefined;
        if (page.session) {
          profile = path.join(work, `run-${results.length}-${i}`);
          cpSync(template, profile, { recursive: true });
        }
        const run = await runOnce(page, profile);
        console.log(
          `${pass} ${page.name} #${i + 1}: ${JSON.stringify(run.scores)} FCP ${Math.round(run.fcp)} ms LCP ${Math.round(run.lcp)} ms TBT ${Math.round(run.tbt)} ms SI ${Math.round(run.speedIndex)} ms (load ${run.loadBefore.toFixed(1)} → ${run.load.toFixed(1)})`,
        );
        runs.push(run);
        if (profile) rmSync(profile, { recursive: true, force: true });
      }
      const med = (f: (r: LhRun) => number) => median(runs.map(f));
      results.push({
        page,
        runs,
        median: {
          scores: {
            performance: med((r) => r.scores.performance),
            accessibility: med((r) => r.scores.accessibility),
            'best-practices': med((r) => r.scores['best-practices']),
          },
          lcp: med((r) => r.lcp),
          tbt: med((r) => r.tbt),
          cls: med((r) => r.cls),
          fcp: med((r) => r.fcp),
          speedIndex: med((r) => r.speedIndex),
        },
        breakdown: [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)].breakdown,
      });
    }
    return results;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
