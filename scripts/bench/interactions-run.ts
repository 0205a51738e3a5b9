/**
 * The interactions' part of the bench alone (issue 36): `npx tsx scripts/bench/interactions-run.ts`
 * builds like the bench (dist-bench), starts the local server and prints each interaction's input
 * to next paint at a 4× CPU slowdown beside its bare-page floor, with the budget checks.
 * `--no-build` measures the existing build (BENCH_OUT_DIR=dist for `npm run build`'s);
 * BENCH_INTERACTIONS=slides,search,quiz,offline drives only the parts named.
 */
import { launchBrowser } from './browser';
import { buildBundle } from './build';
import { interactionChecks, interactionsSection } from './interactions';
import { measureInteractions } from './interactions-timing';
import { startServer } from './server';

async function main(): Promise<number> {
  if (!process.argv.includes('--no-build')) buildBundle();
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const bench = await measureInteractions(browser);
    console.log(interactionsSection(bench));
    const checks = interactionChecks(bench);
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
