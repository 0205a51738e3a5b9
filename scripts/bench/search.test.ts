import { describe, expect, it } from 'vitest';
import { searchSection, searchTimingChecks } from './search';
import type { SearchTimings } from './search-timing';

const timings = (keystrokes: number[], bareField: number[], firstQuery = [100, 120, 110]): SearchTimings => ({
  firstQuery,
  keystrokes,
  longestTasks: keystrokes,
  bareField,
  dialogFieldAlone: [],
});

const keystrokeCheck = (t: SearchTimings) => searchTimingChecks(t)[1];

describe('search timing budgets', () => {
  it('pass when the keystrokes’ median work is at most twice the bare field’s', () => {
    expect(keystrokeCheck(timings([10, 20, 12], [6, 5, 7]))).toMatchObject({ ok: true });
  });

  it('fail when it is more than twice, even if every keystroke is under the old 16 ms', () => {
    const check = keystrokeCheck(timings([13, 14, 15], [5, 6, 7]));
    expect(check.ok).toBe(false);
    expect(check.detail).toBe('median 14.0 ms, bare field 6.0 ms (limit 12.0 ms)');
  });

  it('fail, saying why, when the bare field measured nothing beyond the measuring’s own work', () => {
    const check = keystrokeCheck(timings([10, 12, 14], [0, 0, 3]));
    expect(check.ok).toBe(false);
    expect(check.detail).toContain('no floor to compare with');
  });

  it('fail as not measured when the keystrokes or the floor are missing', () => {
    expect(keystrokeCheck(timings([], [5]))).toMatchObject({ ok: false, detail: 'not measured' });
    expect(keystrokeCheck(timings([5], []))).toMatchObject({ ok: false, detail: 'not measured' });
  });

  it('fail the first query over its budget or not measured', () => {
    expect(searchTimingChecks(timings([5], [5], [140, 160, 170]))[0].ok).toBe(false);
    expect(searchTimingChecks(timings([5], [5], []))[0]).toMatchObject({ ok: false, detail: 'not measured' });
    expect(searchTimingChecks(timings([5], [5], [140, 150, 100]))[0].ok).toBe(true);
  });

  it('report the dialog field alone beside the budget, when it was measured', () => {
    const sizes = { library: null, indexes: [], workerEntry: null };
    const measured = { ...timings([20, 22], [4, 3]), dialogFieldAlone: [14, 15, 13] };
    expect(searchSection({ sizes, timings: measured })).toContain(
      "with the app's listeners stopped at the window (nothing searched or drawn; the idle timer's still runs), measured the same way: 14.0 ms, 15.0 ms, 13.0 ms (median 14.0 ms)",
    );
    expect(searchSection({ sizes, timings: timings([20], [4]) })).not.toContain('listeners stopped at the window');
  });
});
