import type { Check } from './budgets';
import { BUDGETS } from './config';
import { median, table } from './format';

/** Issue 36: each interaction is measured this many times, its median and worst budgeted. */
export const INTERACTION_RUNS = 5;

/** Which bare-page floor an interaction is shown beside: a plain button's click, or a key in a bare text field. */
export type FloorKind = 'click' | 'key';

export interface InteractionSpec {
  name: string;
  floor: FloorKind;
  /** A slide change: no main-thread task over BUDGETS.slideChangeTaskMs while it happens. */
  slideChange?: boolean;
  /** A search keystroke: its median is held to BUDGETS.searchKeystrokePaintMs instead. */
  keystroke?: boolean;
}

/** Every interaction of issue 36, in the order the step drives them; one missing fails as not measured. */
export const INTERACTIONS: InteractionSpec[] = [
  { name: 'next slide', floor: 'click', slideChange: true },
  { name: 'previous slide', floor: 'click', slideChange: true },
  { name: 'slide list item', floor: 'click', slideChange: true },
  { name: 'module tab switch', floor: 'click' },
  { name: 'start narration', floor: 'click' },
  { name: 'stop narration', floor: 'click' },
  { name: 'give feedback: open', floor: 'click' },
  { name: 'give feedback: close', floor: 'click' },
  { name: 'display settings: open', floor: 'click' },
  { name: 'display settings: text size', floor: 'click' },
  { name: 'Present', floor: 'click' },
  { name: 'presentation: first ArrowRight', floor: 'key', slideChange: true },
  { name: 'switch the language', floor: 'click' },
  { name: 'open search', floor: 'click' },
  { name: 'search keystroke', floor: 'key', keystroke: true },
  { name: 'knowledge test: answer', floor: 'click' },
  { name: 'knowledge test: submit', floor: 'click' },
  { name: 'offline page: Pause', floor: 'click' },
  { name: 'offline page: Resume', floor: 'click' },
];

/** One input's measurement. */
export interface InteractionRun {
  /**
   * Input to the next paint, ms: the longest Event Timing entry of the interaction the input
   * started. 16 when the input arrived but no entry reached Event Timing's 16 ms threshold
   * (`underThreshold`); NaN when the input was not seen at all.
   */
  ms: number;
  underThreshold: boolean;
  /** The longest main-thread task (Long Tasks, over 50 ms) from the input to the result's paint; 0 for none. */
  longestTaskMs: number;
}

export interface InteractionResult {
  name: string;
  runs: InteractionRun[];
  /** Why it was not measured (an error, or a state the bench could not reach). */
  error?: string;
}

export interface InteractionsBench {
  cpuSlowdown: number;
  results: InteractionResult[];
  /** The floors, measured the same way on a bare page in the same run. */
  floors: Record<FloorKind, InteractionRun[]>;
}

const ms = (value: number) => `${Math.round(value)} ms`;

export interface Summary {
  median: number;
  worst: number;
  /** Runs with a figure. */
  runs: number;
}

/** Median and worst of the runs that have a figure; NaN for none. */
export function summarise(runs: InteractionRun[]): Summary {
  const values = runs.map((r) => r.ms).filter(Number.isFinite);
  return values.length ? { median: median(values), worst: Math.max(...values), runs: values.length } : { median: NaN, worst: NaN, runs: 0 };
}

function missing(result: InteractionResult | undefined): string | null {
  if (!result) return 'not measured';
  if (result.error) return `not measured: ${result.error}`;
  const measured = summarise(result.runs).runs;
  if (measured < INTERACTION_RUNS) return `not measured: ${measured} of ${INTERACTION_RUNS} runs`;
  return null;
}

/**
 * Issue 36's budgets, one row per interaction of INTERACTIONS found or not (fewer than
 * INTERACTION_RUNS runs fails as not measured), and one for the slide changes' longest task.
 */
export function interactionChecks(bench: InteractionsBench | null): Check[] {
  const cpu = bench ? `${bench.cpuSlowdown}× CPU` : 'not run';
  const checks: Check[] = INTERACTIONS.map((spec) => {
    const medianBudget = spec.keystroke ? BUDGETS.searchKeystrokePaintMs : BUDGETS.interactionMedianMs;
    const name = `interaction: ${spec.name}, input to next paint ≤ ${medianBudget} ms median, ≤ ${BUDGETS.interactionWorstMs} ms worst (${cpu})`;
    const result = bench?.results.find((r) => r.name === spec.name);
    const gap = missing(result);
    if (gap) return { name, ok: false, detail: gap };
    const s = summarise(result!.runs);
    const floor = summarise(bench!.floors[spec.floor]);
    return {
      name,
      ok: s.median <= medianBudget && s.worst <= BUDGETS.interactionWorstMs,
      detail: `median ${ms(s.median)}, worst ${ms(s.worst)} (bare page ${ms(floor.median)})`,
    };
  });

  const slideChanges = INTERACTIONS.filter((i) => i.slideChange);
  const name = `interaction: no main-thread task over ${BUDGETS.slideChangeTaskMs} ms during a slide change (${cpu})`;
  const gaps = slideChanges.flatMap((spec) => {
    const gap = missing(bench?.results.find((r) => r.name === spec.name));
    return gap ? [`${spec.name} ${gap}`] : [];
  });
  if (gaps.length) {
    checks.push({ name, ok: false, detail: gaps.join('; ') });
  } else {
    const longest = slideChanges.map((spec) => ({
      spec,
      ms: Math.max(...bench!.results.find((r) => r.name === spec.name)!.runs.map((r) => r.longestTaskMs)),
    }));
    checks.push({
      name,
      ok: longest.every((l) => l.ms <= BUDGETS.slideChangeTaskMs),
      detail: longest.map((l) => `${l.spec.name}: ${l.ms ? `longest ${ms(l.ms)}` : 'none'}`).join('; '),
    });
  }
  return checks;
}

const cell = (value: number) => (Number.isFinite(value) ? ms(value) : '—');
const runText = (r: InteractionRun) => (Number.isFinite(r.ms) ? `${Math.round(r.ms)}${r.underThreshold ? '*' : ''}` : '—');

export function interactionsSection(bench: InteractionsBench | null): string {
  if (!bench) return 'Not measured.';
  const floors = { click: summarise(bench.floors.click), key: summarise(bench.floors.key) };
  const rows = INTERACTIONS.map((spec) => {
    const result = bench.results.find((r) => r.name === spec.name);
    const s = summarise(result?.runs ?? []);
    const tasks = result?.runs.map((r) => r.longestTaskMs).filter((t) => t > 0) ?? [];
    const runs = result?.runs.map(runText) ?? [];
    const floor = floors[spec.floor];
    return [
      spec.name,
      cell(s.median),
      cell(s.worst),
      result?.error ? `not measured: ${result.error}` : runs.join(', ') || '—',
      `${cell(floor.median)} (${spec.floor === 'click' ? 'button' : 'text field'})`,
      tasks.length ? `${tasks.length} run(s), longest ${ms(Math.max(...tasks))}` : 'none',
    ];
  });
  const floorRuns = (kind: FloorKind) => bench.floors[kind].map(runText).join(', ');
  return [
    `Input to the next paint that shows the result, as INP counts it (Event Timing: the longest entry of the interaction the input started), in headless Chromium at a ${bench.cpuSlowdown}× CPU slowdown, the production build with its service worker, signed in with the mock organisation code; ${INTERACTION_RUNS} runs each (a search keystroke: every key of a short query, over ${INTERACTION_RUNS} openings).`,
    'The floor beside each: the same input measured the same way on a bare page in the same run (a plain button whose click changes a text node; for keys, a bare text field).',
    "An asterisk: the input arrived but no entry reached Event Timing's 16 ms threshold, counted as 16. Long tasks: main-thread tasks over 50 ms between the input and the result's paint.",
    '',
    table(['interaction', 'median', 'worst', 'runs (ms)', 'floor (median)', 'long tasks'], rows),
    '',
    `Floors: button ${floorRuns('click') || '—'}; text field ${floorRuns('key') || '—'}.`,
  ].join('\n');
}
