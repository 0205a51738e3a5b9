/** Settings shared by the benchmark steps (npm run bench). */
export const BENCH = {
  outDir: 'dist-bench',
  port: Number(process.env.BENCH_PORT ?? 4330),
  chromium: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeArgs: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  lighthouseRuns: Number(process.env.BENCH_LH_RUNS ?? 5),
  report: 'docs/benchmarks.md',
} as const;

export const origin = () => `http://localhost:${BENCH.port}`;

/** 1 KB = 1000 bytes, as Vite reports sizes. */
export const BUDGETS = {
  entryJsGzip: 100_000,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
} as const;

/** Strings that identify a library inside a minified chunk. */
export const MARKERS = {
  swiper: ['swiper-slide-active'],
  jspdf: ['jsPDF PubSub Error', '(jsPDF-module)'],
  msw: ['[MSW]', 'mockServiceWorker'],
} as const;
