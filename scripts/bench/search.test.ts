import { describe, expect, it } from 'vitest';
import { searchSection, searchTimingChecks } from './search';

const fifteen = (f: (i: number) => number) => Array.from({ length: 15 }, (_, i) => f(i));

describe('search timing budget', () => {
  it('passes `/` to first results within 200 ms median, however slow its worst', () => {
    const [check] = searchTimingChecks({ firstQuery: fifteen((i) => (i === 0 ? 400 : 120 + i)) });
    expect(check.name).toBe('search: `/` to first results ≤ 200 ms median (4× CPU)');
    expect(check.ok).toBe(true);
    expect(check.detail).toContain('median 128 ms');
  });

  it('fails a median over 200 ms, and fewer than 15 fresh pages as not measured', () => {
    expect(searchTimingChecks({ firstQuery: fifteen((i) => 195 + i) })[0].ok).toBe(false);
    expect(searchTimingChecks({ firstQuery: fifteen((i) => (i < 2 ? NaN : 100)) })[0]).toMatchObject({
      ok: false,
      detail: 'not measured: 13 of 15 fresh pages',
    });
  });

  it('reports every first query', () => {
    const sizes = { library: null, indexes: [], workerEntry: null };
    expect(searchSection({ sizes, timings: { firstQuery: [120, 130.25] } })).toContain('120.0 ms, 130.3 ms');
  });
});
