/**
 * The routes' part of the bench alone: `npx tsx scripts/bench/routes-run.ts` builds like the bench
 * (dist-bench), starts the local server, records each route's scripts and styles and prints the
 * checks made of them: each route renders, the entry screen's JS, where swiper, jspdf and msw
 * land, and no route's total JS above its committed baseline (scripts/bench/baseline.json, never
 * written here). `--no-build` measures the existing build (BENCH_OUT_DIR names it).
 */
import { runAlone } from './alone';
import { baselineChecks, readBaseline } from './baseline';
import { checkBudgets } from './budgets';
import { BENCH, BUDGETS } from './config';
import { analyseBundle } from './graph';
import { routesSection } from './report';
import { measureRoutes, routeJs } from './routes';

runAlone(
  (browser) => measureRoutes(browser, BENCH.outDir),
  (loads) => {
    const baseline = readBaseline(BENCH.baseline);
    return {
      section: routesSection(loads, baseline),
      checks: [
        ...checkBudgets(loads, analyseBundle(BENCH.outDir)),
        ...baselineChecks(baseline, routeJs(loads), BUDGETS.baselineToleranceBytes),
      ],
    };
  },
);
