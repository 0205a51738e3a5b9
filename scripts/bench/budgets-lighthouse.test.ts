import { describe, expect, it } from 'vitest';
import { lighthouseChecks, loadPassChecks, tabletChecks } from './budgets-lighthouse';
import { median } from './format';
import type { LhPage, LhResult, LhRun } from './lighthouse';

const PAGES: LhPage[] = [
  { name: 'entry', path: '/toolkit/en', session: false },
  { name: 'section (training)', path: '/toolkit/en/training', session: true },
  { name: 'module (slides)', path: '/toolkit/en/training/module/4/slides', session: false },
];

type RunValues = Partial<Pick<LhRun, 'lcp' | 'tbt' | 'fcp' | 'finalPath' | 'cls'>> & { performance?: number };

function result(page: LhPage, runs: RunValues[]): LhResult {
  const full: LhRun[] = runs.map((r) => ({
    scores: { performance: r.performance ?? 100, accessibility: 100, 'best-practices': 100 },
    lcp: r.lcp ?? 1000,
    tbt: r.tbt ?? 0,
    cls: r.cls ?? 0,
    fcp: r.fcp ?? 1000,
    speedIndex: 1000,
    finalPath: r.finalPath ?? page.path,
    loadBefore: 0,
    load: 0,
    breakdown: null,
    failing: [],
  }));
  const med = (f: (r: LhRun) => number) => median(full.map(f));
  return {
    page,
    runs: full,
    median: {
      scores: { performance: med((r) => r.scores.performance), accessibility: 100, 'best-practices': 100 },
      lcp: med((r) => r.lcp),
      tbt: med((r) => r.tbt),
      cls: 0,
      fcp: med((r) => r.fcp),
      speedIndex: 1000,
    },
    breakdown: null,
  };
}

const failing = (checks: { name: string; ok: boolean }[]) => checks.filter((c) => !c.ok).map((c) => c.name);

describe('Lighthouse budgets on a quiet machine (design-notes §9)', () => {
  it('all pass for fast, steady pages', () => {
    const results = PAGES.map((p) => result(p, [{}, {}, {}]));
    expect(failing(lighthouseChecks(PAGES, results))).toEqual([]);
    expect(
      lighthouseChecks(PAGES, results)
        .filter((c) => c.name.startsWith('Lighthouse entry:'))
        .map((c) => c.name),
    ).toEqual([
      'Lighthouse entry: page measured',
      'Lighthouse entry: performance median ≥ 98',
      'Lighthouse entry: performance of every run ≥ 95',
      'Lighthouse entry: CLS 0',
      'Lighthouse entry: accessibility 100',
      'Lighthouse entry: best practices 100',
    ]);
  });

  it('hold every page to 98 median and no run below 95, whatever its LCP or TBT', () => {
    const results = [
      result(PAGES[0], [{ performance: 98, lcp: 1300 }, { performance: 99, tbt: 150 }, { performance: 97 }]),
      result(PAGES[1], [{ performance: 97 }, { performance: 100 }, { performance: 97 }]),
      result(PAGES[2], [{ performance: 100 }, { performance: 99 }, { performance: 94 }]),
    ];
    expect(failing(lighthouseChecks(PAGES, results))).toEqual([
      'Lighthouse section (training): performance median ≥ 98',
      'Lighthouse module (slides): performance of every run ≥ 95',
    ]);
  });

  it('fail a layout shift in any run', () => {
    const results = PAGES.map((p, i) => result(p, i === 1 ? [{}, { cls: 0.001 }, {}] : [{}, {}, {}]));
    expect(failing(lighthouseChecks(PAGES, results))).toEqual(['Lighthouse section (training): CLS 0']);
  });

  it('fail every budget of a page that was not measured or ended elsewhere', () => {
    const checks = lighthouseChecks(PAGES, [result(PAGES[0], [{ finalPath: '/toolkit' }])], 'not measured (BENCH_PAGES=entry)');
    expect(failing(checks)).toContain('Lighthouse entry: page measured');
    const section = checks.filter((c) => c.name.includes('section'));
    expect(section.length).toBeGreaterThan(0);
    expect(section.every((c) => !c.ok && c.detail === 'not measured (BENCH_PAGES=entry)')).toBe(true);
  });
});

describe('Lighthouse budgets under load', () => {
  it('need a performance median of 90, however far apart the first paints', () => {
    const results = [
      result(PAGES[0], [{ fcp: 1000 }, { fcp: 2000 }, { fcp: 1200 }]),
      result(PAGES[1], [{ performance: 85 }, { performance: 90 }, { performance: 92 }]),
      result(PAGES[2], [{ performance: 89 }, { performance: 95 }, { performance: 88 }]),
    ];
    expect(failing(loadPassChecks(PAGES, results, 1))).toEqual([
      'Lighthouse under load (1 busy core) module (slides): performance median ≥ 90',
    ]);
  });

  it('fail as not measured when the pass was skipped', () => {
    const checks = loadPassChecks(PAGES, [], 2, 'not measured: pass skipped (BENCH_LOAD_PASS=0)');
    expect(checks).toHaveLength(PAGES.length * 2);
    expect(checks.every((c) => !c.ok && c.detail.includes('BENCH_LOAD_PASS=0'))).toBe(true);
    expect(checks[0].name).toBe('Lighthouse under load (2 busy cores) entry: page measured');
  });
});

describe('Lighthouse budgets at tablet screens', () => {
  const tablet = PAGES.map((p) => ({ ...p, name: `${p.name} at 820×1180`, screen: { width: 820, height: 1180 } }));

  it('pass at 98 median on every page, with no shift', () => {
    const results = tablet.map((p) => result(p, [{}, { performance: 98 }, { performance: 96 }]));
    expect(failing(tabletChecks(tablet, results))).toEqual([]);
  });

  it('fail a page under 98, a run under 95, a shift in any run, and a page not measured', () => {
    const results = [
      result(tablet[0], [{ performance: 94 }, {}, {}]),
      result(tablet[1], [{ performance: 95 }, { performance: 97 }, { cls: 0.02 }]),
    ];
    expect(failing(tabletChecks(tablet, results))).toEqual([
      'Lighthouse entry at 820×1180: performance of every run ≥ 95',
      'Lighthouse section (training) at 820×1180: performance median ≥ 98',
      'Lighthouse section (training) at 820×1180: CLS 0',
      'Lighthouse module (slides) at 820×1180: page measured',
      'Lighthouse module (slides) at 820×1180: performance median ≥ 98',
      'Lighthouse module (slides) at 820×1180: performance of every run ≥ 95',
      'Lighthouse module (slides) at 820×1180: CLS 0',
      'Lighthouse module (slides) at 820×1180: accessibility 100',
      'Lighthouse module (slides) at 820×1180: best practices 100',
    ]);
  });
});
