import { BUDGETS } from './config';
import { kb } from './format';
import type { BundleGraph } from './graph';
import { ENTRY_ROUTES, landedWhereExpected, totals, type RouteLoad } from './routes';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const NON_MODULE_ROUTES = [...ENTRY_ROUTES.map((r) => r.name), 'implementation', 'training', 'promotional'];

function loadedWith(loads: RouteLoad[], files: string[], routeNames: string[]): string[] {
  return loads
    .filter((l) => routeNames.includes(l.route.name))
    .flatMap((l) => l.js.filter((f) => files.includes(f.file)).map((f) => `${l.route.name}: ${f.file}`));
}

/**
 * Issues 24 and 36: the entry screen's JS before its first paint and in all, reached at `path`
 * (its own address, or the start address that goes on to it); a missing route fails both.
 */
export function entryJsChecks(entry: RouteLoad | undefined, path: string): Check[] {
  const before = `entry JS before first paint ≤ ${kb(BUDGETS.entryJsBeforePaintGzip)} gzip, at ${path}`;
  const total = `entry JS ≤ ${kb(BUDGETS.entryJsGzip)} gzip, at ${path}`;
  if (!entry) return [before, total].map((name) => ({ name, ok: false, detail: 'not measured' }));
  const t = totals(entry);
  return [
    // With no paint recorded, "before first paint" would be an empty list: a pass for nothing.
    entry.fcp === null
      ? { name: before, ok: false, detail: 'no first contentful paint recorded' }
      : {
          name: before,
          ok: t.jsBeforePaint.gzip <= BUDGETS.entryJsBeforePaintGzip,
          detail: `${kb(t.jsBeforePaint.gzip)} (first paint at ${Math.round(entry.fcp)} ms)`,
        },
    { name: total, ok: t.js.gzip <= BUDGETS.entryJsGzip, detail: kb(t.js.gzip) },
  ];
}

/** design-notes §9, checked against what the browser actually loaded and the chunk graph. */
export function checkBudgets(loads: RouteLoad[], graph: BundleGraph): Check[] {
  const checks: Check[] = [];
  for (const l of loads) {
    const ok = landedWhereExpected(l);
    checks.push({ name: `route ${l.route.name} renders`, ok, detail: ok ? l.finalPath : `ended at ${l.finalPath}` });
  }
  for (const route of ENTRY_ROUTES) {
    checks.push(
      ...entryJsChecks(
        loads.find((l) => l.route.name === route.name),
        route.path,
      ),
    );
  }

  const allRoutes = loads.map((l) => l.route.name);
  const swiperOutside = [
    ...loadedWith(loads, graph.containing.swiper, NON_MODULE_ROUTES),
    ...graph.entryStatic.filter((f) => graph.containing.swiper.includes(f)).map((f) => `entry chunk graph: ${f}`),
  ];
  checks.push({
    name: 'swiper only in module chunks',
    ok: swiperOutside.length === 0,
    detail: swiperOutside.join('; ') || `in ${graph.containing.swiper.join(', ') || 'no chunk yet'}`,
  });

  const jspdfOutside = [
    ...loadedWith(loads, graph.containing.jspdf, allRoutes),
    ...graph.entryStatic.filter((f) => graph.containing.jspdf.includes(f)).map((f) => `entry chunk graph: ${f}`),
  ];
  checks.push({
    name: 'jspdf only in the certificate chunk',
    ok: jspdfOutside.length === 0,
    detail: jspdfOutside.join('; ') || `in ${graph.containing.jspdf.join(', ') || 'no chunk yet'}`,
  });

  const msw = [...graph.containing.msw, ...(graph.distHasMockWorker ? ['mockServiceWorker.js'] : [])];
  checks.push({ name: 'no msw / mockServiceWorker in dist', ok: msw.length === 0, detail: msw.join(', ') || 'none' });

  return checks;
}
