/**
 * The bench's test of itself (issue 51): the checks that should catch a slowed build, run on the
 * normal build and on one made slow on purpose (scripts/bench/slowed.ts). What each step must show
 * for the bench to be believed, judged here; scripts/bench/check-bench.ts runs the steps.
 */
import type { Check } from './budgets';

/** One step of the bench, run alone on one build: its exit code and the checks it printed. */
export interface StepOutcome {
  exitCode: number | null;
  checks: Check[];
}

export interface SelfTestStep {
  name: string;
  /** The bench's script for the step alone, and its environment beyond the build's folder. */
  script: string;
  env: Record<string, string>;
  /** Checks (by name prefix) the slowed build must fail. */
  mustFail: string[];
  /**
   * Which failures the slowing explains: any other failing check on the slowed build means it
   * broke something else, and the bench's exit 1 would prove nothing about the bench.
   */
  mayFail: RegExp;
}

export const SELF_TEST_STEPS: SelfTestStep[] = [
  {
    name: 'routes (a 40 KB chunk added to the module routes)',
    script: 'scripts/bench/routes-run.ts',
    env: {},
    mustFail: ['route module slides: total JS gzip not above its baseline'],
    mayFail: /^route [a-z ]+: total JS gzip not above its baseline$/,
  },
  {
    name: 'next slide (a 150 ms busy loop in its handler)',
    script: 'scripts/bench/interactions-run.ts',
    env: { BENCH_INTERACTIONS: 'next slide' },
    mustFail: ['interaction: next slide,'],
    mayFail: /^interaction: next slide,/,
  },
];

export interface Verdict {
  ok: boolean;
  /** One line per finding, good or bad. */
  lines: string[];
}

/**
 * For each check the slowing must trip: the normal build passes it and the slowed one fails it,
 * and the slowed step exits 1. The slowed build fails nothing else that the slowing does not
 * explain and the normal build passes (else it broke something, and its exit 1 proves nothing).
 * What the normal build fails beyond those checks is said (the whole bench would fail it too), but
 * it is the product's standing, not the bench's: it does not fail the self-test.
 */
export function judge(step: SelfTestStep, normal: StepOutcome, slowed: StepOutcome): Verdict {
  const lines: string[] = [];
  let ok = true;
  const bad = (line: string) => {
    ok = false;
    lines.push(`FAIL  ${line}`);
  };
  const good = (line: string) => lines.push(`ok    ${line}`);
  const find = (outcome: StepOutcome, prefix: string) => outcome.checks.find((c) => c.name.startsWith(prefix));

  for (const prefix of step.mustFail) {
    const before = find(normal, prefix);
    const after = find(slowed, prefix);
    if (!before) bad(`normal build: no check "${prefix}…" reported (exit ${normal.exitCode})`);
    else if (!before.ok) bad(`normal build fails "${before.name}" — ${before.detail}`);
    else good(`normal build passes "${before.name}" — ${before.detail}`);
    if (!after) bad(`slowed build: no check "${prefix}…" reported (exit ${slowed.exitCode})`);
    else if (after.ok) bad(`slowed build passes "${after.name}" — ${after.detail}`);
    else good(`slowed build fails "${after.name}" — ${after.detail}`);
  }
  if (slowed.exitCode !== 1) bad(`slowed build: exit ${slowed.exitCode}, not 1`);
  else good(`slowed build: exit 1 (normal build: exit ${normal.exitCode})`);

  const failsOnNormal = new Set(normal.checks.filter((c) => !c.ok).map((c) => c.name));
  const unexplained = slowed.checks.filter((c) => !c.ok && !step.mayFail.test(c.name) && !failsOnNormal.has(c.name));
  if (unexplained.length) {
    bad(`slowed build also fails what the slowing does not explain: ${unexplained.map((c) => `${c.name} — ${c.detail}`).join('; ')}`);
  }
  const elsewhere = normal.checks.filter((c) => !c.ok && !step.mustFail.some((prefix) => c.name.startsWith(prefix)));
  for (const c of elsewhere) lines.push(`note  normal build fails "${c.name}" — ${c.detail} (not a check this self-test is about)`);
  return { ok, lines };
}
