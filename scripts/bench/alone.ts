import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright';
import { launchBrowser } from './browser';
import { buildBundle } from './build';
import type { Check } from './budgets';
import { startServer } from './server';

/**
 * One step of the bench on its own (the *-run.ts scripts): builds like the bench unless
 * `--no-build`, starts the local server and a browser, prints the step's section and its
 * checks, and exits 1 when one fails (BENCH_CHECKS_JSON=file also writes the checks there).
 */
export function runAlone<T>(measure: (browser: Browser) => Promise<T>, report: (bench: T) => { section: string; checks: Check[] }): void {
  const main = async (): Promise<number> => {
    if (!process.argv.includes('--no-build')) buildBundle();
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const { section, checks } = report(await measure(browser));
      console.log(section);
      for (const c of checks) console.log(`${c.ok ? 'pass' : 'FAIL'}  ${c.name}: ${c.detail}`);
      // For the bench's self-test (scripts/bench/self-test.ts), which reads what each check said.
      if (process.env.BENCH_CHECKS_JSON) writeFileSync(process.env.BENCH_CHECKS_JSON, JSON.stringify(checks, null, 2));
      return checks.every((c) => c.ok) ? 0 : 1;
    } finally {
      await browser.close();
      await server.stop();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
