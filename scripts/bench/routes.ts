import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright';
import { clearHttpCache, signIn } from './browser';
import { BENCH, origin } from './config';
import { sizeOf, sum, type FileSize } from './files';

export interface RouteDef {
  name: string;
  path: string;
  session: boolean;
  /** Where the address goes on to by design (a start address answers with a redirect in HTML). */
  landsOn?: string;
}

const ROUTES: RouteDef[] = [
  { name: 'entry', path: '/toolkit/en', session: false },
  // Issue 36: the address people type, which goes on to the entry screen from HTML.
  { name: 'start address', path: '/toolkit', session: false, landsOn: '/toolkit/en' },
  { name: 'implementation', path: '/toolkit/en/implementation', session: true },
  { name: 'training', path: '/toolkit/en/training', session: true },
  { name: 'promotional', path: '/toolkit/en/promotional', session: true },
  { name: 'module slides', path: '/toolkit/en/training/module/4/slides', session: false },
  { name: 'module summary', path: '/toolkit/en/training/module/4/summary', session: false },
  { name: 'module quiz', path: '/toolkit/en/training/module/4/quiz', session: false },
  // Issue 21: presenting loads its own chunk on top of the module page's.
  { name: 'presentation', path: '/toolkit/en/training/present/4/1', session: false },
];

export interface RouteLoad {
  route: RouteDef;
  finalPath: string;
  heading: string;
  js: FileSize[];
  css: FileSize[];
  /** Scripts whose download ended before the first contentful paint. */
  jsBeforePaint: FileSize[];
  /** First contentful paint (ms), null when the page never painted: then jsBeforePaint means nothing. */
  fcp: number | null;
}

/** The first contentful paint and the paths of the scripts fully downloaded before it. */
function scriptsBeforePaint(): { fcp: number | null; scripts: string[] } {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  if (fcp === undefined) return { fcp: null, scripts: [] };
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((e) => e.responseEnd <= fcp && new URL(e.name).pathname.endsWith('.js'))
    .map((e) => new URL(e.name).pathname);
  return { fcp, scripts };
}

async function measure(context: BrowserContext, dist: string, route: RouteDef): Promise<RouteLoad> {
  const page = await context.newPage();
  await clearHttpCache(context, page);
  const requested = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin() && /\.(js|css)$/.test(url.pathname)) requested.add(url.pathname);
  });
  await page.goto(`${origin()}${route.path}`, { waitUntil: 'networkidle' });
  // Lazy routes render after their chunk arrives, and code deferred to an idle moment (the pack
  // engine, a page's dialogs) follows within seconds: all of it is the route's JavaScript.
  await page.waitForTimeout(BENCH.deferredLoadsMs);
  await page.waitForLoadState('networkidle');
  const heading =
    (await page
      .locator('h1')
      .first()
      .textContent({ timeout: 5000 })
      .catch(() => '')) ?? '';
  const finalPath = new URL(page.url()).pathname;
  const paint = await page.evaluate(scriptsBeforePaint);
  const beforePaint = new Set(paint.scripts.map((p) => p.replace(/^\//, '')));
  await page.close();
  const files = [...requested]
    .sort()
    .map((p) => p.replace(/^\//, ''))
    .filter((f) => existsSync(path.join(dist, f)) || void console.warn(`route ${route.name}: ${f} not in dist`))
    .map((f) => sizeOf(dist, f));
  return {
    route,
    finalPath,
    heading: heading.trim(),
    js: files.filter((f) => f.file.endsWith('.js')),
    css: files.filter((f) => f.file.endsWith('.css')),
    jsBeforePaint: files.filter((f) => beforePaint.has(f.file)),
    fcp: paint.fcp,
  };
}

/** Whether the route ended where it should: its own page, or the one its address goes on to. */
export const landedWhereExpected = (load: RouteLoad): boolean => load.finalPath === (load.route.landsOn ?? load.route.path);

/** The routes that show the entry screen: its own address and the start address that goes on to it. */
export const ENTRY_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => r.name === 'entry' || r.landsOn === '/toolkit/en');

/** Records the script and style files each route requests, with a cold HTTP cache. */
export async function measureRoutes(browser: Browser, dist: string): Promise<RouteLoad[]> {
  const anonymous = await browser.newContext({ serviceWorkers: 'block' });
  const signedIn = await browser.newContext({ serviceWorkers: 'block' });
  const setup = await signedIn.newPage();
  await signIn(setup);
  await setup.close();
  const loads: RouteLoad[] = [];
  for (const route of ROUTES) {
    loads.push(await measure(route.session ? signedIn : anonymous, dist, route));
  }
  await Promise.all([anonymous.close(), signedIn.close()]);
  return loads;
}

export function totals(load: RouteLoad) {
  return { js: sum(load.js), css: sum(load.css), jsBeforePaint: sum(load.jsBeforePaint) };
}

/** Each route's total JS as the baseline compares it; a route that ended elsewhere does not count. */
export const routeJs = (loads: RouteLoad[]) =>
  loads.map((l) => ({ route: l.route.name, gzip: totals(l).js.gzip, rendered: landedWhereExpected(l) }));
