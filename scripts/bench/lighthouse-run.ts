/**
 * Lighthouse's part of the bench alone: `npx tsx scripts/bench/lighthouse-run.ts` builds like the
 * bench (dist-bench), starts the local server and prints the Lighthouse runs of every page and every
 * tablet screen with their budget checks (no load pass: `npm run bench` has it). `--no-build`
 * measures the existing dist-bench; BENCH_PAGES picks pages as for the bench.
 */
import { runAlone } from './alone';
import { lighthouseChecks, tabletChecks } from './budgets-lighthouse';
import { ALL_PAGES, runLighthouse, runTabletLighthouse, TABLET_PAGES } from './lighthouse';
import { lighthouseSection } from './report-lighthouse';

runAlone(
  async () => ({ pages: await runLighthouse(), tablet: await runTabletLighthouse() }),
  ({ pages, tablet }) => ({
    section: `${lighthouseSection(pages)}\n\n${lighthouseSection(tablet)}`,
    checks: [...lighthouseChecks(ALL_PAGES, pages), ...tabletChecks(TABLET_PAGES, tablet)],
  }),
);
