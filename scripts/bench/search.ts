import type { Browser } from 'playwright';
import type { Check } from './budgets';
import { BUDGETS } from './config';
import { kb, table } from './format';
import { INTERACTION_PRESSES, spreadText } from './interactions';
import { spread } from './spread';
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

/** design-notes §9: `/` to the first results within 200 ms median (a missing figure fails). */
export function searchTimingChecks(timings: SearchTimings): Check[] {
  const s = spread(timings.firstQuery);
  return [
    {
      name: `search: \`/\` to first results ≤ ${BUDGETS.searchFirstQueryMs} ms median (${CPU_SLOWDOWN}× CPU)`,
      ok: s.n >= INTERACTION_PRESSES && s.median <= BUDGETS.searchFirstQueryMs,
      detail: s.n >= INTERACTION_PRESSES ? spreadText(s) : `not measured: ${s.n} of ${INTERACTION_PRESSES} fresh pages`,
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
      ? `Timings in headless Chromium at a ${CPU_SLOWDOWN}× CPU slowdown, chunks from the service worker's precache: \`/\` pressed to the first query's results painted, a fresh page each time: ${timings.firstQuery.map((v) => `${v.toFixed(1)} ms`).join(', ')}. A keystroke's input to next paint is with the interactions below.`
      : 'Timings not measured.',
  ].join('\n');
}
