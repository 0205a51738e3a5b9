/**
 * npm run bench:check — the bench's test of itself (issue 51): can it fail? Builds the production
 * app twice, each once and kept until its sources change (scripts/bench/cached-build.ts): as it is,
 * and made slow on purpose (scripts/bench/slowed.ts: a 150 ms busy loop in the slide Next handler,
 * a 40 KB chunk added to the module routes). Then runs the two bench steps those should trip, each
 * alone exactly as a person would (routes-run.ts; interactions-run.ts with BENCH_INTERACTIONS='next
 * slide'), on both builds, one after the other so they share the machine's state; and exits 0 only
 * when the normal build passes the checks the slowing must trip and the slowed one fails them,
 * exiting 1 (scripts/bench/self-test.ts, judge). A few minutes, not the whole bench's 20.
 * BENCH_PORT as for the bench.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Check } from './budgets';
import { cachedBuild } from './cached-build';
import { judge, SELF_TEST_STEPS, type StepOutcome } from './self-test';

/** Under dist-* (gitignored); the manifest for the chunk graph the routes' checks read. */
const BUILDS = {
  normal: () => cachedBuild('dist-bench-check/normal', ['--manifest']),
  slowed: () =>
    cachedBuild('dist-bench-check/slowed', ['--manifest', '--config', 'scripts/bench/vite.slowed.config.ts'], {
      files: ['scripts/bench/slowed.ts', 'scripts/bench/vite.slowed.config.ts'],
    }),
};

function runStep(script: string, outDir: string, env: Record<string, string>, work: string): StepOutcome {
  const checksFile = path.join(work, `${path.basename(outDir)}-${path.basename(script, '.ts')}.json`);
  console.log(`\n=== ${script} on ${outDir} ===`);
  const result = spawnSync('node_modules/.bin/tsx', [script, '--no-build'], {
    stdio: 'inherit',
    env: { ...process.env, ...env, BENCH_OUT_DIR: outDir, BENCH_CHECKS_JSON: checksFile },
  });
  const checks: Check[] = existsSync(checksFile) ? JSON.parse(readFileSync(checksFile, 'utf8')) : [];
  return { exitCode: result.status, checks };
}

function main(): number {
  const started = Date.now();
  const load = () => loadavg()[0].toFixed(1);
  const loadAtStart = load();
  const normal = BUILDS.normal().outDir;
  const slowed = BUILDS.slowed().outDir;
  const work = mkdtempSync(path.join(tmpdir(), 'bench-check-'));
  try {
    const verdicts = SELF_TEST_STEPS.map((step) => {
      const outcomes = { normal: runStep(step.script, normal, step.env, work), slowed: runStep(step.script, slowed, step.env, work) };
      return { step, verdict: judge(step, outcomes.normal, outcomes.slowed) };
    });
    console.log(
      `\n=== bench self-test (${Math.round((Date.now() - started) / 1000)} s, load average ${loadAtStart} at start, ${load()} at end) ===`,
    );
    for (const { step, verdict } of verdicts) {
      console.log(`\n${verdict.ok ? 'PASS' : 'FAIL'}  ${step.name}`);
      for (const line of verdict.lines) console.log(`  ${line}`);
    }
    const busiest = Math.max(Number(loadAtStart), Number(load()));
    if (busiest > cpus().length) {
      console.log(
        `\nWarning: the machine was busy (load average ${busiest} on ${cpus().length} cores): timings at a 4× CPU slowdown inflate with other work, so the normal build's are pessimistic. Re-run on an idle machine before reading a failure of the normal build as the app's.`,
      );
    }
    return verdicts.every((v) => v.verdict.ok) ? 0 : 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

process.exit(main());
