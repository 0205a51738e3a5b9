import { describe, expect, it } from 'vitest';
import type { LhResult, LhRun } from './lighthouse';
import { loadPassSection, runsTable } from './report-lighthouse';

const run = (performance: number, fcp: number): LhRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100 },
  lcp: fcp,
  tbt: 10,
  cls: 0,
  fcp,
  speedIndex: fcp,
  finalPath: '/toolkit/en',
  loadBefore: 0.5,
  load: 0.7,
  breakdown: null,
  failing: [],
});

const entry: LhResult = {
  page: { name: 'entry', path: '/toolkit/en', session: false },
  runs: [run(100, 1000), run(99, 1100), run(100, 1200)],
  median: {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100 },
    lcp: 1100,
    tbt: 10,
    cls: 0,
    fcp: 1100,
    speedIndex: 1100,
  },
  breakdown: null,
};

describe('the Lighthouse runs table', () => {
  it('has a row per run and then the median row', () => {
    const rows = runsTable([entry]).split('\n').slice(2);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toBe('| entry | #2 | 99 | 1100 ms | 1100 ms | 10 ms | 1100 ms | 0.5→0.7 |');
    expect(rows[3]).toContain('**median**');
    expect(rows[3]).toBe('| **entry** | **median** | **100** | **1100 ms** | **1100 ms** | **10 ms** | **1100 ms** |  |');
  });
});

describe('the load pass section', () => {
  it('says when the pass was skipped', () => {
    expect(loadPassSection({ busyCores: 1, skipped: true, results: [] })).toContain('**Skipped in this run** (BENCH_LOAD_PASS=0)');
  });

  it('shows the runs when it ran', () => {
    expect(loadPassSection({ busyCores: 2, skipped: false, results: [entry] })).toContain('| entry | #3 |');
  });
});
