/** Settings shared by the benchmark steps (npm run bench). */
export const BENCH = {
  /** BENCH_OUT_DIR measures another build (e.g. `dist` from `npm run build`) with a step's `--no-build`. */
  outDir: process.env.BENCH_OUT_DIR ?? 'dist-bench',
  port: Number(process.env.BENCH_PORT ?? 4330),
  /**
   * French is off in the shipped build (the switch only says "À venir !"): the language switch is
   * measured on a build of its own with VITE_ENABLE_FRENCH=true, served beside it on the next port.
   */
  frenchOutDir: process.env.BENCH_FR_OUT_DIR ?? `${process.env.BENCH_OUT_DIR ?? 'dist-bench'}-fr`,
  chromium: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeArgs: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  lighthouseRuns: Number(process.env.BENCH_LH_RUNS ?? 5),
  /**
   * The second Lighthouse pass runs while this many cores are kept busy by a helper process.
   * BENCH_LOAD_PASS=0 skips it for a quick local run; its budgets then fail as "not measured".
   */
  loadPass: process.env.BENCH_LOAD_PASS !== '0',
  busyCores: Number(process.env.BENCH_BUSY_CORES ?? 1),
  /** Each route's total JS gzip, which may only go down; BENCH_UPDATE_BASELINE=1 lowers it. */
  baseline: 'scripts/bench/baseline.json',
  updateBaseline: process.env.BENCH_UPDATE_BASELINE === '1',
  report: 'docs/benchmarks.md',
  /**
   * How long a route is watched after it is up, for what loads on an idle moment (the pack engine
   * within 2 s, a page's dialogs after 2 s: src/app/start.ts, src/components/lazy-dialog.tsx).
   */
  deferredLoadsMs: 4000,
} as const;

export const origin = (port: number = BENCH.port) => `http://localhost:${port}`;

/**
 * The bars of design-notes §9 (restated in issue 51's wave) and the sizes issues 22 and 24 set.
 * 1 KB = 1000 bytes, as Vite reports sizes.
 */
export const BUDGETS = {
  /** Entry screen: what must arrive before it can paint (the prerendered HTML needs next to none). */
  entryJsBeforePaintGzip: 10_000,
  /**
   * Entry screen: all of its JS, first paint or not (100 KB before issue 24, 85 KB until issue 36
   * retired it: the screen is usable from HTML before any of it arrives; no growth from 92 KB).
   */
  entryJsGzip: 92_000,
  /**
   * design-notes §9, Lighthouse (mobile throttling) on every page, at the phone screen and at each
   * tablet screen: performance median of BENCH.lighthouseRuns runs, and the floor no run may go below.
   */
  performance: 98,
  performanceEveryRun: 95,
  /** With BENCH.busyCores kept busy: every page's performance median. */
  loadPerformance: 90,
  /**
   * Bytes a route's total JS may exceed its baseline (scripts/bench/baseline.json) by: the first
   * baseline figures were read off a report rounded to 0.1 KB.
   */
  baselineToleranceBytes: 50,

  /** design-notes §9, every page at every screen: no layout shift in any run, full scores. */
  cls: 0,
  accessibility: 100,
  bestPractices: 100,
  /** Search (issue 22): each language's index and the library, loaded when search first opens. */
  searchIndexGzip: 60_000,
  searchLibraryGzip: 10_000,
  /** design-notes §9, at a 4× CPU slowdown: `/` pressed to the first query's results, median. */
  searchFirstQueryMs: 200,
  /**
   * design-notes §9, interactions at a 4× CPU slowdown, input to the next paint (Event Timing, as
   * INP): each interaction's median and worst (scripts/bench/spread.ts), a search keystroke's median.
   */
  interactionMedianMs: 100,
  interactionWorstMs: 200,
  searchKeystrokePaintMs: 50,
} as const;

/** Strings that identify a library inside a minified chunk. */
export const MARKERS = {
  swiper: ['swiper-slide-active'],
  jspdf: ['jsPDF PubSub Error', '(jsPDF-module)'],
  msw: ['[MSW]', 'mockServiceWorker'],
} as const;
