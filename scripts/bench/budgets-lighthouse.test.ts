import { describe, expect, it } from 'vitest';
import { fcpSpread, lighthouseChecks, loadPassChecks, tabletChecks } from './budgets-lighthouse';
import { median } from './format';
import type { LhPage, LhResult, LhRun } from './lighthouse';

const PAGES: LhPage[] = [
  { name: 'entry', path: '/toolkit/en', session: false, kind: 'entry' },
  { name: 'section (training)', path: '/toolkit/en/training', session: true, kind: 'section' },
  { name: 'module (slides)', path: '/toolkit/en/training/module/4/slides', session: false, kind: 'module' },
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

describe('fcpSpread', () => {
  it('is (max − min) / median', () => {
    expect(fcpSpread([1000, 1100, 1200])).toBeCloseTo(0.2 / 1.1);
    expect(fcpSpread([1000, 1000])).toBe(0);
    expect(fcpSpread([])).toBeNaN();
  });
});

describe('Lighthouse budgets on a quiet machine', () => {
  it('all pass for fast, steady pages', () => {
    const results = PAGES.map((p) => result(p, [{}, {}, {}]));
    expect(failing(lighthouseChecks(PAGES, results))).toEqual([]);
  });

  it('hold the entry page to performance 100 and LCP 1.2 s, and every page to TBT 100 ms', () => {
    const results = [
      result(PAGES[0], [
        { performance: 99, lcp: 1300 },
        { performance: 100, lcp: 1250 },
        { performance: 99, lcp: 1100 },
      ]),
      result(PAGES[1], [{ tbt: 90 }, { tbt: 120 }, { tbt: 110 }]),
      result(PAGES[2], [{}, {}, {}]),
    ];
    expect(failing(lighthouseChecks(PAGES, results))).toEqual([
      'Lighthouse entry: performance median 100',
      'Lighthouse entry: LCP median ≤ 1.2 s',
      'Lighthouse section (training): TBT median ≤ 100 ms',
    ]);
  });

  it('let a module page pass at a median of 98 but not with one run below 95', () => {
    const ok = lighthouseChecks(PAGES, [result(PAGES[2], [{ performance: 98 }, { performance: 99 }, { performance: 95 }])]);
    expect(failing(ok).filter((n) => n.includes('module'))).toEqual([]);
    const low = lighthouseChecks(PAGES, [result(PAGES[2], [{ performance: 100 }, { performance: 99 }, { performance: 94 }])]);
    expect(failing(low).filter((n) => n.includes('module'))).toEqual(['Lighthouse module (slides): performance of every run ≥ 95']);
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
  it('need a performance median of 90 and first paints within 20% of each other', () => {
    const results = [
      result(PAGES[0], [{ fcp: 1000 }, { fcp: 1100 }, { fcp: 1200 }]),
      result(PAGES[1], [{ fcp: 1000 }, { fcp: 1300 }, { fcp: 1100 }]),
      result(PAGES[2], [{ performance: 89 }, { performance: 95 }, { performance: 88 }]),
    ];
    expect(failing(loadPassChecks(PAGES, results, 1))).toEqual([
      'Lighthouse under load (1 busy core) section (training): FCP spread (max − min) / median ≤ 20%',
      'Lighthouse under load (1 busy core) module (slides): performance median ≥ 90',
    ]);
  });

  it('fail as not measured when the pass was skipped', () => {
    const checks = loadPassChecks(PAGES, [], 2, 'not measured: pass skipped (BENCH_LOAD_PASS=0)');
    expect(checks).toHaveLength(PAGES.length * 3);
    expect(checks.every((c) => !c.ok && c.detail.includes('BENCH_LOAD_PASS=0'))).toBe(true);
    expect(checks[0].name).toBe('Lighthouse under load (2 busy cores) entry: page measured');
  });
});

describe('Lighthouse budgets at tablet screens (issue 36)', () => {
  const tablet = PAGES.map((p) => ({ ...p, name: `${p.name} at 820×1180`, screen: { width: 820, height: 1180 } }));

  it('pass at 100 (entry, section), 98 (module slides), no shift and LCP within 1.5 s', () => {
    const results = tablet.map((p) => result(p, [{}, { performance: p.kind === 'module' ? 98 : 100 }, {}]));
    expect(failing(tabletChecks(tablet, results))).toEqual([]);
  });

  it('fail a section under 100, a shift in any run, a slow LCP, and a page not measured', () => {
    const results = [
      result(tablet[0], [{ lcp: 1600 }, { lcp: 1700 }, {}]),
      result(tablet[1], [{ performance: 95 }, { performance: 98 }, { cls: 0.02 }]),
    ];
    expect(failing(tabletChecks(tablet, results))).toEqual([
      'Lighthouse entry at 820×1180: LCP median ≤ 1.5 s',
      'Lighthouse section (training) at 820×1180: performance median 100',
      'Lighthouse section (training) at 820×1180: CLS 0',
      'Lighthouse module (slides) at 820×1180: page measured',
      'Lighthouse module (slides) at 820×1180: performance median ≥ 98',
      'Lighthouse module (slides) at 820×1180: CLS 0',
      'Lighthouse module (slides) at 820×1180: LCP median ≤ 1.5 s',
    ]);
  });
});
