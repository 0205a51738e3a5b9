/**
 * One line per engine run ("WebKit: 9 passed, 0 failed, 1 skipped"), the reasons
 * of conditional skips, and a JSON summary the runner adds up (tests-engines/run.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface EngineSummary {
  engine: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  skips: string[];
}

export class SummaryReporter implements Reporter {
  private started = Date.now();

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const engine = process.env.ENGINE ?? 'unknown';
    const label = engine === 'webkit' ? 'WebKit' : engine === 'firefox' ? 'Firefox' : engine;
    const summary: EngineSummary = { engine, passed: 0, failed: 0, skipped: 0, seconds: 0, skips: [] };
    for (const module of modules) {
      // A file whose set-up failed ran none of its tests: they count as failed, not skipped.
      const setUpFailed = module.state() === 'failed' && module.errors().length > 0;
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') summary.passed += 1;
        else if (result.state === 'failed' || setUpFailed) failedHere += 1;
        else if (result.state === 'skipped') {
          summary.skipped += 1;
          summary.skips.push(`${test.name}: ${result.note ?? 'no reason given'}`);
        }
      }
      summary.failed += failedHere || (module.state() === 'failed' ? 1 : 0);
    }
    summary.seconds = Math.round((Date.now() - this.started) / 1000);
    const dir = path.resolve('test-results-engines');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${engine}-summary.json`), JSON.stringify(summary, null, 2));
    for (const skip of summary.skips) console.log(`${label} skipped ${skip}`);
    console.log(`${label} took ${summary.seconds} s`);
    console.log(`${label}: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
  }
}
