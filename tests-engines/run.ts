/**
 * Runs the learner journeys on WebKit and/or Firefox ESR against the production
 * build: `tsx tests-engines/run.ts [webkit] [firefox] [-- vitest args]`.
 * Prints a line per engine and a total; exits non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REQUIREMENTS, XVFB_RUN } from './harness/binaries';
import type { EngineSummary } from './harness/summary-reporter';

type Engine = keyof typeof REQUIREMENTS;
const LABELS: Record<Engine, string> = { webkit: 'WebKit', firefox: 'Firefox' };

const dash = process.argv.indexOf('--');
const names = (dash === -1 ? process.argv.slice(2) : process.argv.slice(2, dash)).filter(Boolean);
const vitestArgs = dash === -1 ? [] : process.argv.slice(dash + 1);
const engines = (names.length > 0 ? names : ['webkit', 'firefox']) as Engine[];
const results = path.resolve('test-results-engines');

function missing(engine: Engine): string[] {
  return REQUIREMENTS[engine].filter((r) => !existsSync(r.path)).map((r) => `${r.path} (Debian package ${r.pkg})`);
}

function run(engine: Engine): { ok: boolean; summary?: EngineSummary } {
  const label = LABELS[engine];
  const absent = missing(engine);
  if (absent.length > 0) {
    console.error(`${label}: missing ${absent.join(', ')}. Run 'bash scripts/ensure-test-deps.sh' as root.`);
    return { ok: false };
  }
  const summaryFile = path.join(results, `${engine}-summary.json`);
  rmSync(summaryFile, { force: true });
  const vitest = ['node_modules/.bin/vitest', 'run', '--config', 'tests-engines/vitest.config.ts', ...vitestArgs];
  // MiniBrowser has no headless mode: WebKit gets a virtual display. -noreset: by default the X
  // server resets when its last client leaves, so the next test's browser, started as the last
  // one closes, could not open the display (about one session in fifty on a busy machine).
  const [command, ...args] = engine === 'webkit' ? [XVFB_RUN, '-a', '-s', '-screen 0 1280x1024x24 -noreset', ...vitest] : vitest;
  console.log(`\n=== ${label} ===`);
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ENGINE: engine } });
  const summary = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as EngineSummary) : undefined;
  return { ok: child.status === 0 && summary !== undefined && summary.failed === 0, summary };
}

const unknown = engines.filter((e) => !(e in REQUIREMENTS));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: use webkit and/or firefox.`);
  process.exit(2);
}
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No production build in ${dist}: run "npm run build" first.`);
  process.exit(1);
}

const outcomes = engines.map((engine) => ({ engine, ...run(engine) }));
const total = { passed: 0, failed: 0, skipped: 0 };
console.log('');
for (const { engine, ok, summary } of outcomes) {
  const s = summary ?? { passed: 0, failed: 1, skipped: 0, seconds: 0 };
  const failed = ok ? s.failed : Math.max(s.failed, 1);
  total.passed += s.passed;
  total.failed += failed;
  total.skipped += s.skipped;
  console.log(`${LABELS[engine]}: ${s.passed} passed, ${failed} failed, ${s.skipped} skipped in ${s.seconds} s`);
}
console.log(`engines: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
