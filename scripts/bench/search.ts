import type { Browser } from 'playwright';
import type { Check } from './budgets';
import { BUDGETS } from './config';
import { kb, median, table } from './format';
import type { BundleGraph } from './graph';
import { searchSizes, type SearchSizes } from './search-sizes';
import { CPU_SLOWDOWN, measureSearchTimings, type SearchTimings } from './search-timing';

/** Search's sizes and timings (issue 22), measured against the bench's build and server. */
export interface SearchBench {
  sizes: SearchSizes;
  timings: SearchTimings | null;
}

export async function benchSearch(dist: string, browser: Browser | null): Promise<SearchBench> {
  return { sizes: searchSizes(dist), timings: browser ? await measureSearchTimings(browser) : null };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * `/` to the first results, and each further keystroke's main-thread work against the floor: the
 * same keys in a bare text field, measured the same way in the same run (a missing figure fails).
 */
export function searchTimingChecks(timings: SearchTimings): Check[] {
  const first = median(timings.firstQuery);
  const factor = BUDGETS.searchKeystrokeFloorFactor;
  const keys = timings.keystrokes.length ? median(timings.keystrokes) : NaN;
  const floor = timings.bareField.length ? median(timings.bareField) : NaN;
  const measured = Number.isFinite(keys) && Number.isFinite(floor);
  return [
    {
      name: `search: \`/\` to first results ≤ ${BUDGETS.searchFirstQueryMs} ms (${CPU_SLOWDOWN}× CPU)`,
      ok: first <= BUDGETS.searchFirstQueryMs,
      detail: Number.isFinite(first) ? `median ${ms(first)}, worst ${ms(Math.max(...timings.firstQuery))}` : 'not measured',
    },
    {
      name: `search: each further keystroke's main-thread work ≤ ${factor}× a bare text field's (median, ${CPU_SLOWDOWN}× CPU)`,
      ok: measured && keys <= factor * floor,
      detail: !measured
        ? 'not measured'
        : `median ${ms(keys)}, bare field ${ms(floor)} (limit ${ms(factor * floor)})${floor > 0 ? '' : ': the bare field measured no work beyond the measuring’s own, so there is no floor to compare with'}`,
    },
  ];
}

export function searchChecks({ sizes, timings }: SearchBench, graph: BundleGraph | null): Check[] {
  const { library } = sizes;
  const checks: Check[] = [
    {
      name: `search library ≤ ${kb(BUDGETS.searchLibraryGzip)} gzip`,
      ok: !!library && library.gzip <= BUDGETS.searchLibraryGzip,
      detail: library ? `${library.file} ${kb(library.gzip)}` : 'no minisearch chunk',
    },
    ...sizes.indexes.map(({ lang, file }) => ({
      name: `search index (${lang}) ≤ ${kb(BUDGETS.searchIndexGzip)} gzip`,
      ok: !!file && file.gzip <= BUDGETS.searchIndexGzip,
      detail: file ? `${file.file} ${kb(file.gzip)}` : 'no index chunk',
    })),
  ];
  if (graph) {
    const search = [library, ...sizes.indexes.map((i) => i.file)].flatMap((f) => (f ? [f.file] : []));
    const inEntry = graph.entryStatic.filter((f) => search.includes(f));
    checks.push({
      name: 'search library and indexes not in the entry chunk',
      ok: inEntry.length === 0,
      detail: inEntry.join(', ') || 'lazy chunks',
    });
  }
  if (timings) checks.push(...searchTimingChecks(timings));
  return checks;
}

export function searchSection(bench: SearchBench | null): string {
  if (!bench) return 'Not measured.';
  const { sizes, timings } = bench;
  const row = (name: string, f: SearchSizes['library']) => [name, f ? `\`${f.file}\`` : 'missing', f ? kb(f.raw) : '', f ? kb(f.gzip) : ''];
  return [
    "Chunks loaded when search first opens (and precached), and the search worker's entry, which every page behind the code starts once it is idle (the header's Search button itself is part of the page shell's chunk):",
    '',
    table(
      ['chunk', 'file', 'raw', 'gzip'],
      [
        row('library (minisearch)', sizes.library),
        ...sizes.indexes.map((i) => row(`index (${i.lang})`, i.file)),
        row('worker entry (started on idle)', sizes.workerEntry),
      ],
    ),
    '',
    timings
      ? [
          `Timings in headless Chromium at a ${CPU_SLOWDOWN}× CPU slowdown, chunks from the service worker's precache:`,
          `\`/\` pressed to the first query's results painted (fresh page each run): ${timings.firstQuery.map(ms).join(', ')};`,
          `main-thread work of each further keystroke: ${timings.keystrokes.map(ms).join(', ')};`,
          `the longest single task of each: ${timings.longestTasks.map(ms).join(', ')}.`,
          `The floor the keystroke budget compares with (at most ${BUDGETS.searchKeystrokeFloorFactor}× its median): the same keys typed into a bare text field on an empty page, measured the same way in the same run (the browser's own cost of a keystroke and its frame): ${timings.bareField.map(ms).join(', ')} (median ${ms(median(timings.bareField))}).`,
          timings.dialogFieldAlone.length
            ? `Not in the budget, to tell the browser's share from ours: the same keys in the search dialog's own field with the app's listeners stopped at the window (nothing searched or drawn; the idle timer's still runs), measured the same way: ${timings.dialogFieldAlone.map(ms).join(', ')} (median ${ms(median(timings.dialogFieldAlone))}).`
            : '',
        ]
          .filter(Boolean)
          .join(' ')
      : 'Timings not measured.',
  ].join('\n');
}
