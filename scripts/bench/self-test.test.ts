import { describe, expect, it } from 'vitest';
import { judge, SELF_TEST_STEPS, type StepOutcome } from './self-test';

const [routes, next] = SELF_TEST_STEPS;
const pass = (name: string) => ({ name, ok: true, detail: 'fine' });
const fail = (name: string) => ({ name, ok: false, detail: 'over' });
const SLIDES = 'route module slides: total JS gzip not above its baseline';
const SUMMARY = 'route module summary: total JS gzip not above its baseline';
const PRESENTATION = 'route presentation: total JS gzip not above its baseline';
const RENDERS = 'route module slides renders';
const NEXT = 'interaction: next slide, input to next paint ≤ 100 ms median, ≤ 200 ms worst (4× CPU)';

const outcome = (exitCode: number, ...checks: StepOutcome['checks']): StepOutcome => ({ exitCode, checks });

describe('the bench’s self-test verdict', () => {
  it('holds when the normal build passes the checks the slowing must trip and the slowed one fails them, exit 1', () => {
    const verdict = judge(routes, outcome(0, pass(RENDERS), pass(SLIDES)), outcome(1, pass(RENDERS), fail(SLIDES), fail(SUMMARY)));
    expect(verdict.ok).toBe(true);
    expect(verdict.lines.every((l) => l.startsWith('ok'))).toBe(true);
    expect(judge(next, outcome(0, pass(NEXT)), outcome(1, fail(NEXT))).ok).toBe(true);
  });

  it('fails when the normal build fails such a check, or does not report it', () => {
    expect(judge(next, outcome(1, fail(NEXT)), outcome(1, fail(NEXT))).ok).toBe(false);
    expect(judge(next, outcome(0), outcome(1, fail(NEXT))).ok).toBe(false);
  });

  it('says, without failing, what else the normal build fails', () => {
    const verdict = judge(routes, outcome(1, pass(SLIDES), fail(PRESENTATION)), outcome(1, fail(SLIDES), fail(PRESENTATION)));
    expect(verdict.ok).toBe(true);
    expect(verdict.lines.at(-1)).toBe(`note  normal build fails "${PRESENTATION}" — over (not a check this self-test is about)`);
  });

  it('fails when the slowed build passes: the bench could not tell', () => {
    const verdict = judge(next, outcome(0, pass(NEXT)), outcome(0, pass(NEXT)));
    expect(verdict.ok).toBe(false);
    expect(verdict.lines).toContain('FAIL  slowed build: exit 0, not 1');
    expect(verdict.lines).toContain(`FAIL  slowed build passes "${NEXT}" — fine`);
  });

  it('fails when the slowed build fails something its slowing does not explain, or its check is missing', () => {
    const broken = judge(routes, outcome(0, pass(RENDERS), pass(SLIDES)), outcome(1, fail(RENDERS), fail(SLIDES)));
    expect(broken.ok).toBe(false);
    expect(broken.lines.at(-1)).toContain('does not explain: route module slides renders');
    expect(judge(next, outcome(0, pass(NEXT)), outcome(1)).ok).toBe(false);
  });
});
