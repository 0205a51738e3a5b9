import type { Check } from './budgets';
import { BUDGETS } from './config';
import { median } from './format';
import type { LhPage, LhPageKind, LhResult } from './lighthouse';

type Verdict = Pick<Check, 'ok' | 'detail'>;

/** One budget as it applies to one page's runs. */
interface PageBudget {
  name: string;
  check(result: LhResult): Verdict;
}

const ms = (v: number) => `${Math.round(v)} ms`;
const perRun = (r: LhResult) => r.runs.map((run) => run.scores.performance).join(' / ');

/** (max − min) / median: how far apart a page's first paints are, relative to the usual one. */
export function fcpSpread(fcps: number[]): number {
  if (fcps.length === 0) return NaN;
  return (Math.max(...fcps) - Math.min(...fcps)) / median(fcps);
}

const measuredOnItsPage: PageBudget = {
  name: 'page measured',
  check(r) {
    const elsewhere = r.runs.filter((run) => run.finalPath !== r.page.path).map((run) => run.finalPath);
    return { ok: elsewhere.length === 0, detail: elsewhere.length ? `ended at ${elsewhere.join(', ')}` : r.page.path };
  },
};

function performanceMedian(min: number): PageBudget {
  return {
    name: min === 100 ? 'performance median 100' : `performance median ≥ ${min}`,
    check: (r) => ({ ok: r.median.scores.performance >= min, detail: `${r.median.scores.performance} (runs ${perRun(r)})` }),
  };
}

const performanceEveryRun: PageBudget = {
  name: `performance of every run ≥ ${BUDGETS.modulePerformanceEveryRun}`,
  check(r) {
    const lowest = Math.min(...r.runs.map((run) => run.scores.performance));
    return { ok: lowest >= BUDGETS.modulePerformanceEveryRun, detail: `lowest ${lowest} (runs ${perRun(r)})` };
  },
};

const entryLcp: PageBudget = {
  name: `LCP median ≤ ${(BUDGETS.entryLcpMs / 1000).toFixed(1)} s`,
  check: (r) => ({ ok: r.median.lcp <= BUDGETS.entryLcpMs, detail: ms(r.median.lcp) }),
};

const tbt: PageBudget = {
  name: `TBT median ≤ ${BUDGETS.tbtMs} ms`,
  check: (r) => ({
    ok: r.median.tbt <= BUDGETS.tbtMs,
    detail: `${ms(r.median.tbt)} (runs ${r.runs.map((run) => Math.round(run.tbt)).join(' / ')})`,
  }),
};

const accessibility: PageBudget = {
  name: `accessibility ${BUDGETS.accessibility}`,
  check: (r) => ({ ok: r.median.scores.accessibility >= BUDGETS.accessibility, detail: String(r.median.scores.accessibility) }),
};

const bestPractices: PageBudget = {
  name: `best practices ${BUDGETS.bestPractices}`,
  check: (r) => ({ ok: r.median.scores['best-practices'] >= BUDGETS.bestPractices, detail: String(r.median.scores['best-practices']) }),
};

const fcpSteady: PageBudget = {
  name: `FCP spread (max − min) / median ≤ ${Math.round(BUDGETS.loadFcpSpread * 100)}%`,
  check(r) {
    const fcps = r.runs.map((run) => run.fcp);
    const spread = fcpSpread(fcps);
    return {
      ok: spread <= BUDGETS.loadFcpSpread,
      detail: `${Math.round(spread * 100)}% (${ms(Math.min(...fcps))}–${ms(Math.max(...fcps))}, median ${ms(median(fcps))})`,
    };
  },
};

/** Issue 24: what each kind of page must reach on a quiet machine, besides the shared budgets. */
const BY_KIND: Record<LhPageKind, PageBudget[]> = {
  entry: [performanceMedian(BUDGETS.entryPerformance), entryLcp],
  section: [performanceMedian(BUDGETS.sectionPerformance)],
  module: [performanceMedian(BUDGETS.modulePerformance), performanceEveryRun],
};

const quietBudgets = (page: LhPage) => [measuredOnItsPage, ...BY_KIND[page.kind], tbt, accessibility, bestPractices];

/** Every page is prerendered, so every page answers to both load budgets. */
const LOAD_BUDGETS: PageBudget[] = [measuredOnItsPage, performanceMedian(BUDGETS.loadPerformance), fcpSteady];

/**
 * One row per budget per expected page, found or not: a page left out (BENCH_PAGES, an error,
 * a skipped pass) shows its budgets as "not measured" failures, so it cannot pass by absence.
 */
function pageChecks(
  prefix: string,
  pages: LhPage[],
  results: LhResult[],
  budgets: (page: LhPage) => PageBudget[],
  notMeasured: string,
): Check[] {
  return pages.flatMap((page) => {
    const result = results.find((r) => r.page.name === page.name && r.runs.length > 0);
    return budgets(page).map((b) => ({
      name: `${prefix} ${page.name}: ${b.name}`,
      ...(result ? b.check(result) : { ok: false, detail: notMeasured }),
    }));
  });
}

const cls0: PageBudget = {
  name: 'CLS 0',
  check: (r) => ({ ok: r.runs.every((run) => run.cls === 0), detail: r.runs.map((run) => run.cls.toFixed(3)).join(' / ') }),
};

const tabletLcp: PageBudget = {
  name: `LCP median ≤ ${(BUDGETS.tabletLcpMs / 1000).toFixed(1)} s`,
  check: (r) => ({
    ok: r.median.lcp <= BUDGETS.tabletLcpMs,
    detail: `${ms(r.median.lcp)} (runs ${r.runs.map((run) => ms(run.lcp)).join(' / ')})`,
  }),
};

/** Issue 36, at tablet screens: 100 on the entry screen and sections, ≥ 98 on the module slides; no shift; LCP. */
const tabletBudgets = (page: LhPage) => [
  measuredOnItsPage,
  performanceMedian(page.kind === 'module' ? BUDGETS.tabletModulePerformance : 100),
  cls0,
  tabletLcp,
];

/** The tablet screens' pass (TABLET_PAGES). */
export function tabletChecks(pages: LhPage[], results: LhResult[], notMeasured = 'not measured'): Check[] {
  return pageChecks('Lighthouse', pages, results, tabletBudgets, notMeasured);
}

/** The first Lighthouse pass, on a machine left to itself. */
export function lighthouseChecks(pages: LhPage[], results: LhResult[], notMeasured = 'not measured'): Check[] {
  return pageChecks('Lighthouse', pages, results, quietBudgets, notMeasured);
}

/** The second pass, with `busyCores` cores kept busy (no results when it was skipped). */
export function loadPassChecks(pages: LhPage[], results: LhResult[], busyCores: number, notMeasured = 'not measured'): Check[] {
  return pageChecks(`Lighthouse ${underLoad(busyCores)}`, pages, results, () => LOAD_BUDGETS, notMeasured);
}

export const underLoad = (busyCores: number) => `under load (${busyCores} busy core${busyCores === 1 ? '' : 's'})`;
