import { cpus } from 'node:os';
import { underLoad } from './budgets-lighthouse';
import { table } from './format';
import { MODULE_SLIDES_BEFORE, MODULE_SLIDES_PAGE } from './lcp';
import type { LhResult } from './lighthouse';

const ms = (v: number) => `${Math.round(v)} ms`;

/** The second Lighthouse pass: its results, or why there are none. */
export interface LoadPass {
  busyCores: number;
  /** Set when BENCH_LOAD_PASS=0 skipped it. */
  skipped: boolean;
  results: LhResult[];
}

function breakdownTable(results: LhResult[]): string {
  const rows = results.map((r) => {
    const b = r.breakdown;
    if (!b) return [r.page.name, '—', '—', '—', '—', '—'];
    return [r.page.name, ms(b.ttfb), ms(b.loadDelay), ms(b.loadTime), ms(b.renderDelay), `\`${b.element.replace(/[|`]/g, ' ')}\``];
  });
  const b = MODULE_SLIDES_BEFORE;
  const before = [
    `${MODULE_SLIDES_PAGE}, before prerendering (${b.commit}; LCP ${b.lcp} ms, FCP ${b.fcp} ms, TBT ${b.tbt} ms, performance ${b.performance}, load ${b.load})`,
    ms(b.breakdown.ttfb),
    ms(b.breakdown.loadDelay),
    ms(b.breakdown.loadTime),
    ms(b.breakdown.renderDelay),
    `\`${b.breakdown.element}\``,
  ];
  return table(['page', 'TTFB', 'load delay', 'load time', 'render delay', 'LCP element'], [...rows, before]);
}

/** Every run of every page, then the page's medians. */
export function runsTable(results: LhResult[]): string {
  const rows = results.flatMap((r) => [
    ...r.runs.map((run, i) => [
      r.page.name,
      `#${i + 1}`,
      run.scores.performance,
      ms(run.fcp),
      ms(run.lcp),
      ms(run.tbt),
      ms(run.speedIndex),
      `${run.loadBefore.toFixed(1)}→${run.load.toFixed(1)}`,
    ]),
    [
      `**${r.page.name}**`,
      '**median**',
      `**${r.median.scores.performance}**`,
      `**${ms(r.median.fcp)}**`,
      `**${ms(r.median.lcp)}**`,
      `**${ms(r.median.tbt)}**`,
      `**${ms(r.median.speedIndex)}**`,
      '',
    ],
  ]);
  return table(['page', 'run', 'performance', 'FCP', 'LCP', 'TBT', 'speed index', 'load average'], rows);
}

/** Said when the load average went past the cores (plus the ones the load pass keeps busy on purpose). */
function busyWarning(results: LhResult[], busyCores: number): string {
  const cores = cpus().length;
  const limit = cores + busyCores;
  const busy = results.some((r) => r.runs.some((run) => Math.max(run.load, run.loadBefore) > limit));
  if (!busy) return '';
  const over = busyCores ? `its ${cores} cores plus the ${busyCores} kept busy on purpose` : `its ${cores} cores`;
  return `**Warning:** the machine was busy (load average above ${over}) during some runs; Lighthouse derives TBT and part of LCP from observed main-thread time, so performance scores from those runs are pessimistic. Re-run on an idle machine before acting on them.`;
}

/** Medians per page, each run, and the audits that kept a category below 100. */
export function lighthouseSection(results: LhResult[]): string {
  if (results.length === 0) return 'Not run.';
  const rows = results.map((r) => [
    r.page.name,
    `\`${r.page.path}\``,
    r.median.scores.performance,
    r.median.scores.accessibility,
    r.median.scores['best-practices'],
    ms(r.median.fcp),
    ms(r.median.lcp),
    ms(r.median.tbt),
    ms(r.median.speedIndex),
    r.median.cls.toFixed(3),
  ]);
  const warning = busyWarning(results, 0);
  const failing = results
    .map((r) => {
      const counts = new Map<string, number>();
      for (const id of r.runs.flatMap((run) => run.failing.map((f) => f.replace(/ \(.*$/, '')))) counts.set(id, (counts.get(id) ?? 0) + 1);
      const sample = new Map(r.runs.flatMap((run) => run.failing.map((f) => [f.replace(/ \(.*$/, ''), f] as const)));
      const list = [...counts].map(([id, n]) => `${sample.get(id)} in ${n}/${r.runs.length} runs`);
      return `- **${r.page.name}**: ${list.join('; ') || 'none'}`;
    })
    .join('\n');
  return [
    table(['page', 'path', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT', 'speed index', 'CLS'], rows),
    '',
    ...(warning ? [warning, ''] : []),
    'Each run (load average: 1-minute, before → after the run):',
    '',
    runsTable(results),
    '',
    'LCP breakdown (Lighthouse phases of the run with the median LCP):',
    '',
    breakdownTable(results),
    '',
    'Audits below a full score (weighted audits of the three categories; score, value):',
    '',
    failing,
  ].join('\n');
}

/** The same pages again while helper processes keep cores busy. */
export function loadPassSection(pass: LoadPass): string {
  const helpers = pass.busyCores === 1 ? 'a helper process keeps one core' : `${pass.busyCores} helper processes keep one core each`;
  const what = `The same pages and settings as above, while ${helpers} busy (a tight loop, started before the pass and stopped after it; BENCH.busyCores in scripts/bench/config.ts). Budget: the performance median.`;
  if (pass.skipped) {
    return `${what}\n\n**Skipped in this run** (BENCH_LOAD_PASS=0): its budgets are listed as "not measured" failures.`;
  }
  if (pass.results.length === 0) return `${what}\n\nNot run (see the errors above).`;
  const warning = busyWarning(pass.results, pass.busyCores);
  return [what, '', ...(warning ? [warning, ''] : []), runsTable(pass.results)].join('\n');
}

export const loadPassHeading = (pass: LoadPass) => `## Lighthouse ${underLoad(pass.busyCores)}`;
