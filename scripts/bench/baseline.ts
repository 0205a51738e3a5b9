import { readFileSync, writeFileSync } from 'node:fs';
import type { Check } from './budgets';
import { kb } from './format';

/** Total JS gzip (bytes) per route name, as committed in scripts/bench/baseline.json. */
export type Baseline = Record<string, number>;

interface BaselineFile {
  about: string;
  routes: Baseline;
}

/** A route's measured total JS; `rendered` false when it ended elsewhere (its bytes are another page's). */
export interface RouteJs {
  route: string;
  gzip: number;
  rendered: boolean;
}

export function readBaseline(file: string): Baseline {
  return (JSON.parse(readFileSync(file, 'utf8')) as BaselineFile).routes;
}

/** Rewrites only the figures, keeping the file's explanation and its key order. */
export function writeBaseline(file: string, baseline: Baseline): void {
  const { about } = JSON.parse(readFileSync(file, 'utf8')) as BaselineFile;
  writeFileSync(file, `${JSON.stringify({ about, routes: baseline } satisfies BaselineFile, null, 2)}\n`);
}

/** Rendered routes now below their baseline by more than the rounding: worth recording. */
export function shrunk(baseline: Baseline, measured: RouteJs[], toleranceBytes: number): RouteJs[] {
  return measured.filter((m) => m.rendered && baseline[m.route] !== undefined && m.gzip < baseline[m.route] - toleranceBytes);
}

/** No route's total JS grows: each measured route at most its baseline plus the rounding tolerance. */
export function baselineChecks(baseline: Baseline, measured: RouteJs[], toleranceBytes: number): Check[] {
  const names = [...new Set([...Object.keys(baseline), ...measured.map((m) => m.route)])];
  return names.map((route) => {
    const name = `route ${route}: total JS gzip not above its baseline`;
    const limit = baseline[route];
    const m = measured.find((r) => r.route === route);
    if (!m) return { name, ok: false, detail: `not measured (baseline ${kb(limit)})` };
    if (limit === undefined) return { name, ok: false, detail: `${kb(m.gzip)}, no baseline yet (BENCH_UPDATE_BASELINE=1 records it)` };
    const detail = `${kb(m.gzip)} (${m.gzip} B; baseline ${kb(limit)})`;
    if (!m.rendered) return { name, ok: false, detail: `${detail}, but the route did not render` };
    const lower = shrunk(baseline, [m], toleranceBytes).length ? ', lower: BENCH_UPDATE_BASELINE=1 records it' : '';
    return { name, ok: m.gzip <= limit + toleranceBytes, detail: `${detail}${lower}` };
  });
}

/**
 * The baseline after a deliberate update: each rendered route's figure lowered to what was
 * measured, new routes added; a figure is never raised, and a route that ended on another page
 * (a redirect to the entry screen would look like a saving) changes nothing.
 */
export function loweredBaseline(baseline: Baseline, measured: RouteJs[]): Baseline {
  const next = { ...baseline };
  for (const m of measured) {
    if (!m.rendered) continue;
    const old = next[m.route];
    if (old === undefined || m.gzip < old) next[m.route] = m.gzip;
  }
  return next;
}

/** "route old → new" for each figure that differs, in bytes: lowering 144.1 KB by 43 B shows. */
export function baselineChanges(before: Baseline, after: Baseline): string[] {
  return Object.keys(after)
    .filter((route) => after[route] !== before[route])
    .map((route) => `${route} ${before[route] === undefined ? 'new' : `${before[route]} B`} → ${after[route]} B (${kb(after[route])})`);
}
