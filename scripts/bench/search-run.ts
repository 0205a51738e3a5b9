/**
 * Search's part of the bench alone: `npx tsx scripts/bench/search-run.ts` builds like the bench
 * (dist-bench), starts the local server and prints search's sizes, timings and budget checks.
 * `--no-build` measures the existing dist-bench.
 */
import { runAlone } from './alone';
import { BENCH } from './config';
import { analyseBundle } from './graph';
import { benchSearch, searchChecks, searchSection } from './search';

runAlone(
  (browser) => benchSearch(BENCH.outDir, browser),
  (bench) => ({ section: searchSection(bench), checks: searchChecks(bench, analyseBundle(BENCH.outDir)) }),
);
