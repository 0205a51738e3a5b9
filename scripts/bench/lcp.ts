import type lighthouse from 'lighthouse';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export const MODULE_SLIDES_PAGE = 'module (training 4 slides)';

/** Lighthouse's four LCP phases (ms) and the element that painted last. */
export interface LcpBreakdown {
  element: string;
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
}

interface TableDetails {
  type: 'table';
  items: Record<string, unknown>[];
}

/** The phases as the lcp-breakdown-insight audit lists them (subpart → ms), for when the element audit has none. */
function insightPhases(lhr: Lhr): LcpBreakdown | null {
  const details = lhr.audits['lcp-breakdown-insight']?.details as { items?: TableDetails[] } | undefined;
  const rows = details?.items?.find((item) => item.type === 'table')?.items;
  if (!rows?.length) return null;
  const phase = (name: string) => Number(rows.find((row) => row.subpart === name)?.duration ?? 0);
  return {
    // Lighthouse names no element when the one that painted is gone by the end (the prerendered copy's),
    // and the insight's phases are the trace's own, not the throttled simulation's.
    element: '(gone by the end: the prerendered copy; phases as observed, not simulated)',
    ttfb: phase('timeToFirstByte'),
    loadDelay: phase('resourceLoadDelay'),
    loadTime: phase('resourceLoadDuration'),
    renderDelay: phase('elementRenderDelay'),
  };
}

/**
 * Reads the phase table of the largest-contentful-paint-element audit, or of the
 * lcp-breakdown-insight audit when that one is not applicable (null when neither has one).
 */
export function lcpBreakdown(lhr: Lhr): LcpBreakdown | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: TableDetails[] } | undefined;
  const [elementTable, phaseTable] = details?.items ?? [];
  if (!phaseTable) return insightPhases(lhr);
  const node = elementTable?.items[0]?.node as { snippet?: string } | undefined;
  const timings = phaseTable.items.map((i) => Number(i.timing));
  const [ttfb, loadDelay, loadTime, renderDelay] = timings;
  return { element: (node?.snippet ?? '?').slice(0, 120), ttfb, loadDelay, loadTime, renderDelay };
}

/** Pages whose name contains one of the comma-separated words (all pages when none given). */
export function selectPages<T extends { name: string }>(pages: T[], filter: string | undefined): T[] {
  const words = (filter ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0) return pages;
  return pages.filter((p) => words.some((w) => p.name.includes(w)));
}

/**
 * The module slides page before prerendering (commit dd0435d, 3 runs, load average 16–17 on
 * this 2-core machine shared with other jobs), kept so each report compares against it.
 */
export const MODULE_SLIDES_BEFORE = {
  commit: 'dd0435d',
  performance: 65,
  fcp: 2377,
  lcp: 3946,
  tbt: 1259,
  jsBeforePaintGzip: 200_800,
  load: '15.9–17.4',
  breakdown: {
    element: '<img class="slider__image" … > (rendered by React)',
    ttfb: 469,
    loadDelay: 1344,
    loadTime: 138,
    renderDelay: 1995,
  } satisfies LcpBreakdown,
};
