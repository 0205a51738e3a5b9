import { describe, expect, it } from 'vitest';
import { INTERACTIONS, interactionChecks, interactionsSection, type InteractionRun, type InteractionsBench } from './interactions';

const run = (ms: number, longestTaskMs = 0): InteractionRun => ({ ms, underThreshold: false, longestTaskMs });
const runs = (values: number[], longestTaskMs = 0) => values.map((v) => run(v, longestTaskMs));

/** Every interaction measured 5 times at the given figures, floors of 20 ms. */
function bench(values: number[] = [40, 50, 60, 70, 80], over: Record<string, InteractionRun[]> = {}): InteractionsBench {
  return {
    cpuSlowdown: 4,
    results: INTERACTIONS.map((i) => ({ name: i.name, runs: over[i.name] ?? runs(i.keystroke ? [20, 30, 40, 45, 50] : values) })),
    floors: { click: runs([20, 20, 20, 20, 20]), key: runs([16, 16, 16, 16, 16]) },
  };
}

const check = (checks: ReturnType<typeof interactionChecks>, part: string) => checks.find((c) => c.name.includes(part))!;

describe('interaction budgets', () => {
  it('pass with every interaction within 100 ms median and 200 ms worst, and no long task in a slide change', () => {
    const checks = interactionChecks(bench());
    expect(checks).toHaveLength(INTERACTIONS.length + 1);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(check(checks, 'next slide').detail).toBe('median 60 ms, worst 80 ms (bare page 20 ms)');
  });

  it('fail a median over 100 ms, or a worst over 200 ms', () => {
    const checks = interactionChecks(
      bench(undefined, { 'next slide': runs([90, 101, 102, 103, 104]), Present: runs([10, 10, 10, 10, 201]) }),
    );
    expect(check(checks, 'next slide').ok).toBe(false);
    expect(check(checks, 'interaction: Present').ok).toBe(false);
    expect(checks.filter((c) => !c.ok)).toHaveLength(2);
  });

  it('hold search keystrokes to 50 ms median', () => {
    const checks = interactionChecks(bench(undefined, { 'search keystroke': runs([40, 51, 52, 53, 54]) }));
    const keystroke = check(checks, 'search keystroke');
    expect(keystroke.name).toContain('≤ 50 ms median');
    expect(keystroke.ok).toBe(false);
  });

  it('fail as not measured: an interaction missing, with too few runs, or with an error; never pass', () => {
    const partial = bench(undefined, { 'open search': [run(30), run(NaN), run(30), run(30), run(30)] });
    partial.results = partial.results.filter((r) => r.name !== 'switch the language');
    partial.results.find((r) => r.name === 'offline page: Pause')!.error = 'the download ended before Pause';
    const checks = interactionChecks(partial);
    expect(check(checks, 'switch the language')).toMatchObject({ ok: false, detail: 'not measured' });
    expect(check(checks, 'open search')).toMatchObject({ ok: false, detail: 'not measured: 4 of 5 runs' });
    expect(check(checks, 'offline page: Pause')).toMatchObject({ ok: false, detail: 'not measured: the download ended before Pause' });
    expect(interactionChecks(null).every((c) => !c.ok && c.detail.includes('not measured'))).toBe(true);
  });

  it('fail a slide change with a task over 50 ms, and when a slide change was not measured', () => {
    const long = interactionChecks(bench(undefined, { 'previous slide': [run(40), run(40, 51), run(40), run(40), run(40)] }));
    expect(check(long, 'no main-thread task')).toMatchObject({ ok: false });
    expect(check(long, 'no main-thread task').detail).toContain('previous slide: longest 51 ms');
    const none = bench();
    none.results = none.results.filter((r) => r.name !== 'slide list item');
    expect(check(interactionChecks(none), 'no main-thread task')).toMatchObject({ ok: false, detail: 'slide list item not measured' });
  });

  it('report each interaction with its median, worst, runs and floor', () => {
    const section = interactionsSection(bench());
    expect(section).toContain('| next slide | 60 ms | 80 ms | 40, 50, 60, 70, 80 | 20 ms (button) | none |');
    expect(section).toContain('| search keystroke | 40 ms | 50 ms | 20, 30, 40, 45, 50 | 16 ms (text field) | none |');
    expect(interactionsSection(null)).toBe('Not measured.');
  });
});
