/**
 * Search's part of the bench alone: `npx tsx scripts/bench/search-run.ts` builds like the bench
 * (dist-bench), starts the local server and prints search's sizes, timings and budget checks.
 * `--no-build` measures the existing dist-bench.
 */
import { launchBrowser } from './browser';
import { buildBundle } from './build';
import { BENCH } from './config';
import { analyseBundle } from './graph';
import { benchSearch, searchChecks, searchSection } from './search';
import { startServer } from './server';

async function main(): Promise<number> {
  if (!process.argv.includes('--no-build')) buildBundle();
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const bench = await benchSearch(BENCH.outDir, browser);
    const checks = searchChecks(bench, analyseBundle(BENCH.outDir));
    console.log(searchSection(bench));
    for (const c of checks) console.log(`${c.ok ? 'pass' : 'FAIL'}  ${c.name}: ${c.detail}`);
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
