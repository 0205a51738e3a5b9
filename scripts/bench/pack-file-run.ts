/**
 * The pack files' part of the bench alone: `npx tsx scripts/bench/pack-file-run.ts` builds like
 * the bench (dist-bench), starts the local server and prints the core pack's import time and
 * heap at a 4× CPU slowdown, with its check. `--no-build` measures the existing dist-bench.
 */
import { launchBrowser } from './browser';
import { buildBundle } from './build';
import { BENCH } from './config';
import { benchPackFileImport, packFileChecks, packFileSection } from './pack-file';
import { startServer } from './server';

async function main(): Promise<number> {
  if (!process.argv.includes('--no-build')) buildBundle();
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const bench = await benchPackFileImport(BENCH.outDir, browser);
    console.log(packFileSection(bench));
    const checks = packFileChecks(bench);
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
