import type { Check } from './budgets';
import { BUDGETS } from './config';
import type { LhPage, LhResult } from './lighthouse';

type Verdict = Pick<Check, 'ok' | 'detail'>;

/** One budget as it applies to one page's runs. */
interface PageBudget {
  name: string;
  check(result: LhResult): Verdict;
}

const perRun = (r: LhResult) => r.runs.map((run) => run.scores.performance).join(' / ');

const measuredOnItsPage: PageBudget = {
  name: 'page measured',
  check(r) {
    const elsewhere = r.runs.filter((run) => run.finalPath !== r.page.path).map((run) => run.finalPath);
    return { ok: elsewhere.length === 0, detail: elsewhere.length ? `ended at ${elsewhere.join(', ')}` : r.page.path };
  },
};

function performanceMedian(min: number): PageBudget {
  return {
    name: `performance median ≥ ${min}`,
    check: (r) => ({ ok: r.median.scores.performance >= min, detail: `${r.median.scores.performance} (runs ${perRun(r)})` }),
  };
}

const performanceEveryRun: PageBudget = {
  name: `performance of every run ≥ ${BUDGETS.performanceEveryRun}`,
  check(r) {
    const lowest = Math.min(...r.runs.map((run) => run.scores.performance));
    return { ok: lowest >= BUDGETS.performanceEveryRun, detail: `lowest ${lowest} (runs ${perRun(r)})` };
  },
};

const cls0: PageBudget = {
  name: `CLS ${BUDGETS.cls}`,
  check: (r) => ({ ok: r.runs.every((run) => run.cls <= BUDGETS.cls), detail: r.runs.map((run) => run.cls.toFixed(3)).join(' / ') }),
};

const accessibility: PageBudget = {
  name: `accessibility ${BUDGETS.accessibility}`,
  check: (r) => ({ ok: r.median.scores.accessibility >= BUDGETS.accessibility, detail: String(r.median.scores.accessibility) }),
};

const bestPractices: PageBudget = {
  name: `best practices ${BUDGETS.bestPractices}`,
  check: (r) => ({ ok: r.median.scores['best-practices'] >= BUDGETS.bestPractices, detail: String(r.median.scores['best-practices']) }),
};

/**
 * design-notes §9, the same on every page at the phone screen and at each tablet screen:
 * performance ≥ 98 median with no run below 95, CLS 0, accessibility 100, best practices 100.
 */
const QUIET_BUDGETS: PageBudget[] = [
  measuredOnItsPage,
  performanceMedian(BUDGETS.performance),
  performanceEveryRun,
  cls0,
  accessibility,
  bestPractices,
];

/** With a core kept busy: performance ≥ 90 median on the same pages. */
const LOAD_BUDGETS: PageBudget[] = [measuredOnItsPage, performanceMedian(BUDGETS.loadPerformance)];

/**
 * One row per budget per expected page, found or not: a page left out (BENCH_PAGES, an error,
 * a skipped pass) shows its budgets as "not measured" failures, so it cannot pass by absence.
 */
function pageChecks(prefix: string, pages: LhPage[], results: LhResult[], budgets: PageBudget[], notMeasured: string): Check[] {
  return pages.flatMap((page) => {
    const result = results.find((r) => r.page.name === page.name && r.runs.length > 0);
    return budgets.map((b) => ({
      name: `${prefix} ${page.name}: ${b.name}`,
      ...(result ? b.check(result) : { ok: false, detail: notMeasured }),
    }));
  });
}

/** The tablet screens' pass (TABLET_PAGES): the same bars as the phone screen's. */
export function tabletChecks(pages: LhPage[], results: LhResult[], notMeasured = 'not measured'): Check[] {
  return pageChecks('Lighthouse', pages, results, QUIET_BUDGETS, notMeasured);
}

/** The first Lighthouse pass, at the phone screen on a machine left to itself. */
export function lighthouseChecks(pages: LhPage[], results: LhResult[], notMeasured = 'not measured'): Check[] {
  return pageChecks('Lighthouse', pages, results, QUIET_BUDGETS, notMeasured);
}

/** The second pass, with `busyCores` cores kept busy (no results when it was skipped). */
export function loadPassChecks(pages: LhPage[], results: LhResult[], busyCores: number, notMeasured = 'not measured'): Check[] {
  return pageChecks(`Lighthouse ${underLoad(busyCores)}`, pages, results, LOAD_BUDGETS, notMeasured);
}

export const underLoad = (busyCores: number) => `under load (${busyCores} busy core${busyCores === 1 ? '' : 's'})`;
