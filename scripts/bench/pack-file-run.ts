/**
 * The pack files' part of the bench alone: `npx tsx scripts/bench/pack-file-run.ts` builds like
 * the bench (dist-bench), starts the local server and prints the core pack's import time and
 * heap at a 4× CPU slowdown, with its check. `--no-build` measures the existing dist-bench.
 */
import { runAlone } from './alone';
import { BENCH } from './config';
import { benchPackFileImport, packFileChecks, packFileSection } from './pack-file';

runAlone(
  (browser) => benchPackFileImport(BENCH.outDir, browser),
  (bench) => ({ section: packFileSection(bench), checks: packFileChecks(bench) }),
);
