/**
 * npm run bench: production build → route bytes, chunk placement, precache and
 * pack sizes, Lighthouse on a quiet machine and again with cores kept busy →
 * docs/benchmarks.md. Exits non-zero when a budget (design-notes §9, issue 24)
 * breaks or was not measured; the report is written either way.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { launchBrowser } from './browser';
import { buildBundle } from './build';
import { baselineChanges, baselineChecks, loweredBaseline, readBaseline, shrunk, writeBaseline } from './baseline';
import { checkBudgets, type Check } from './budgets';
import { lighthouseChecks, loadPassChecks, tabletChecks } from './budgets-lighthouse';
import { withBusyCores } from './busy';
import { composition } from './composition';
import { BENCH, BUDGETS } from './config';
import { kb } from './format';
import { analyseBundle } from './graph';
import { interactionChecks } from './interactions';
import { measureInteractions } from './interactions-timing';
import { ALL_PAGES, runLighthouse, runTabletLighthouse, TABLET_PAGES } from './lighthouse';
import { benchPackFileImport, packFileChecks } from './pack-file';
import { packSizes, precacheSize } from './packs';
import { renderReport, type BenchData } from './report';
import { measureRoutes, routeJs } from './routes';
import { benchSearch, searchChecks } from './search';
import { startServer } from './server';

function commit(): string {
  try {
    const sha = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain', { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

function chromiumVersion(): string {
  try {
    return execSync(`${BENCH.chromium} --version`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'Chromium ?';
  }
}

/**
 * Compares each route with the committed baseline (the figures from before any update) and, with
 * BENCH_UPDATE_BASELINE=1, lowers the file; otherwise only says which routes could be lowered.
 */
function baselineStep(data: BenchData): Check[] {
  const baseline = readBaseline(BENCH.baseline);
  const measured = routeJs(data.loads);
  data.baseline = baseline;
  if (BENCH.updateBaseline) {
    const next = loweredBaseline(baseline, measured);
    data.baselineUpdates = baselineChanges(baseline, next);
    if (data.baselineUpdates.length) writeBaseline(BENCH.baseline, next);
    console.log(
      `bench: baseline ${data.baselineUpdates.length ? `lowered: ${data.baselineUpdates.join('; ')}` : 'unchanged (no route below it)'}`,
    );
  } else {
    for (const m of shrunk(baseline, measured, BUDGETS.baselineToleranceBytes)) {
      console.log(
        `bench: route ${m.route} total JS ${kb(m.gzip)} (${m.gzip} B), below its baseline ${kb(baseline[m.route])}: BENCH_UPDATE_BASELINE=1 records it`,
      );
    }
  }
  return baselineChecks(baseline, measured, BUDGETS.baselineToleranceBytes);
}

/** Lighthouse's TBT and the timings scale with other work on the machine: say how busy it was. */
const load = () => loadavg()[0].toFixed(1);

async function main(): Promise<number> {
  const started = Date.now();
  const startLoad = load();
  const data: BenchData = {
    meta: {
      date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      commit: commit(),
      machine: `${cpus().length} cores, Node ${process.version}, ${chromiumVersion()}`,
      durationS: 0,
    },
    checks: [],
    loads: [],
    graph: null,
    entryComposition: null,
    precache: null,
    packs: [],
    lighthouse: [],
    lighthouseTablet: [],
    lighthouseLoad: { busyCores: BENCH.busyCores, skipped: !BENCH.loadPass, results: [] },
    baseline: null,
    baselineUpdates: [],
    search: null,
    interactions: null,
    packFile: null,
    errors: [],
  };
  const step = async (name: string, fn: () => Promise<void> | void) => {
    try {
      await fn();
    } catch (error) {
      console.error(`bench: ${name} failed:`, error);
      data.errors.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
    }
  };

  await step('build', buildBundle);
  if (data.errors.length === 0) {
    await step('bundle graph', () => void (data.graph = analyseBundle(BENCH.outDir)));
    await step('entry composition', () => {
      const file = data.graph?.entryStatic[0];
      const parts = file ? composition(BENCH.outDir, file) : null;
      data.entryComposition = file && parts ? { file, parts } : null;
    });
    await step('precache', () => void (data.precache = precacheSize(BENCH.outDir)));
    await step('packs', () => void (data.packs = packSizes()));
    const server = await startServer().catch((error: Error) => {
      data.errors.push(`server: ${error.message}`);
      return null;
    });
    if (server) {
      try {
        await step('routes', async () => {
          const browser = await launchBrowser();
          try {
            data.loads = await measureRoutes(browser, BENCH.outDir);
          } finally {
            await browser.close();
          }
        });
        await step('search', async () => {
          const browser = await launchBrowser();
          try {
            data.search = await benchSearch(BENCH.outDir, browser);
          } finally {
            await browser.close();
          }
        });
        await step('interactions', async () => {
          const browser = await launchBrowser();
          try {
            data.interactions = await measureInteractions(browser);
          } finally {
            await browser.close();
          }
        });
        await step('pack file', async () => {
          const browser = await launchBrowser();
          try {
            data.packFile = await benchPackFileImport(BENCH.outDir, browser);
          } finally {
            await browser.close();
          }
        });
        await step('lighthouse', async () => void (data.lighthouse = await runLighthouse()));
        await step('lighthouse tablet', async () => void (data.lighthouseTablet = await runTabletLighthouse()));
        if (BENCH.loadPass) {
          await step('lighthouse under load', async () => {
            data.lighthouseLoad.results = await withBusyCores(BENCH.busyCores, () => runLighthouse('lighthouse under load'));
          });
        }
      } finally {
        await server.stop();
      }
    }
  }
  if (data.graph) data.checks = checkBudgets(data.loads, data.graph);
  await step('baseline', () => void data.checks.push(...baselineStep(data)));
  const notMeasured = process.env.BENCH_PAGES ? `not measured (BENCH_PAGES=${process.env.BENCH_PAGES})` : 'not measured';
  data.checks.push(
    ...lighthouseChecks(ALL_PAGES, data.lighthouse, notMeasured),
    ...tabletChecks(TABLET_PAGES, data.lighthouseTablet, notMeasured),
    ...loadPassChecks(
      ALL_PAGES,
      data.lighthouseLoad.results,
      BENCH.busyCores,
      BENCH.loadPass ? notMeasured : 'not measured: pass skipped (BENCH_LOAD_PASS=0)',
    ),
  );
  if (data.search) data.checks.push(...searchChecks(data.search, data.graph));
  // Every interaction has its row, measured or not: a step that broke fails them as not measured.
  data.checks.push(...interactionChecks(data.interactions));
  if (data.packFile) data.checks.push(...packFileChecks(data.packFile));
  data.meta.durationS = Math.round((Date.now() - started) / 1000);
  data.meta.machine += `, load average ${startLoad} at start and ${load()} at end`;
  writeFileSync(BENCH.report, renderReport(data));
  console.log(`bench: wrote ${BENCH.report} in ${data.meta.durationS} s`);

  const failures = data.checks.filter((c) => !c.ok);
  for (const f of failures) console.error(`BUDGET FAIL: ${f.name} — ${f.detail}`);
  for (const e of data.errors) console.error(`ERROR: ${e}`);
  return failures.length || data.errors.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
