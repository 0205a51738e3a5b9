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

/** 1 KB = 1000 bytes, as Vite reports sizes. Issue 24's budgets are the first block. */
export const BUDGETS = {
  /** Entry screen: what must arrive before it can paint (the prerendered HTML needs next to none). */
  entryJsBeforePaintGzip: 10_000,
  /**
   * Entry screen: all of its JS, first paint or not (100 KB before issue 24, 85 KB until issue 36
   * retired it: the screen is usable from HTML before any of it arrives; no growth from 92 KB).
   */
  entryJsGzip: 92_000,
  /** Entry screen: Lighthouse LCP median, the first thing a new user waits for. */
  entryLcpMs: 1_200,
  /** Tablet screens (issue 36): LCP median of the entry screen, a section and the module slides. */
  tabletLcpMs: 1_500,
  /** Tablet screens: the module slides' performance median (entry and sections: 100). */
  tabletModulePerformance: 98,
  /** Entry screen and section pages: Lighthouse performance median (prerendered, so nothing less). */
  entryPerformance: 100,
  sectionPerformance: 100,
  /** Module pages: Lighthouse performance median, and the floor no single run may go below. */
  modulePerformance: 98,
  modulePerformanceEveryRun: 95,
  /** Every Lighthouse page: total blocking time median (ms), the live app taking over the static copy. */
  tbtMs: 100,
  /** Under load (BENCH.busyCores busy): every page's Lighthouse performance median. */
  loadPerformance: 90,
  /**
   * Under load: (max FCP − min FCP) / median FCP across a page's runs. Prerendered pages paint
   * from HTML and CSS alone, so a busy core should not make their first paint erratic.
   */
  loadFcpSpread: 0.2,
  /**
   * Bytes a route's total JS may exceed its baseline (scripts/bench/baseline.json) by: the first
   * baseline figures were read off a report rounded to 0.1 KB.
   */
  baselineToleranceBytes: 50,

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
