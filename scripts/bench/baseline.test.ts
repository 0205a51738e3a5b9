import { describe, expect, it } from 'vitest';
import { baselineChanges, baselineChecks, loweredBaseline, shrunk } from './baseline';

const baseline = { entry: 95_400, training: 144_100 };
const js = (route: string, gzip: number, rendered = true) => ({ route, gzip, rendered });

describe('baseline checks', () => {
  it('pass up to the tolerance above the baseline and fail past it', () => {
    const checks = baselineChecks(baseline, [js('entry', 95_450), js('training', 144_151)], 50);
    expect(checks.map((c) => c.ok)).toEqual([true, false]);
  });

  it('point out a route that shrank by more than the tolerance', () => {
    const [entry] = baselineChecks(baseline, [js('entry', 90_000), js('training', 144_100)], 50);
    expect(entry.ok).toBe(true);
    expect(entry.detail).toContain('BENCH_UPDATE_BASELINE=1');
  });

  it('fail a route that is not measured, has no baseline, or ended on another page', () => {
    const checks = baselineChecks(baseline, [js('entry', 1_000, false), js('presentation', 186_000)], 50);
    expect(checks.map((c) => [c.name, c.ok, c.detail.split(',').at(-1)?.trim()])).toEqual([
      ['route entry: total JS gzip not above its baseline', false, 'but the route did not render'],
      ['route training: total JS gzip not above its baseline', false, 'not measured (baseline 144.1 KB)'],
      ['route presentation: total JS gzip not above its baseline', false, 'no baseline yet (BENCH_UPDATE_BASELINE=1 records it)'],
    ]);
  });
});

describe('lowering the baseline', () => {
  it('lowers figures and adds new routes, never raises one', () => {
    const next = loweredBaseline(baseline, [js('entry', 90_123), js('training', 150_000), js('presentation', 186_000)]);
    expect(next).toEqual({ entry: 90_123, training: 144_100, presentation: 186_000 });
  });

  it('ignores a route that ended on another page', () => {
    expect(loweredBaseline(baseline, [js('training', 95_000, false)])).toEqual(baseline);
  });
});

describe('routes worth recording', () => {
  it('are the rendered ones below their baseline by more than the tolerance', () => {
    const measured = [js('entry', 95_360), js('training', 100_000), js('presentation', 1)];
    expect(shrunk(baseline, measured, 50).map((m) => m.route)).toEqual(['training']);
    expect(baselineChanges(baseline, { ...baseline, training: 100_000 })).toEqual(['training 144100 B → 100000 B (100.0 KB)']);
  });
});
