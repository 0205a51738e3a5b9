import { describe, expect, it } from 'vitest';
import { lcpBreakdown } from './lcp';

type Lhr = Parameters<typeof lcpBreakdown>[0];
const lhrOf = (audits: Record<string, unknown>) => ({ audits }) as unknown as Lhr;
const table = (items: Record<string, unknown>[]) => ({ type: 'table', items });

describe('lcpBreakdown', () => {
  it('reads the element and its four phases from the element audit', () => {
    const lhr = lhrOf({
      'largest-contentful-paint-element': {
        details: {
          items: [
            table([{ node: { snippet: '<p class="entry__intro">' } }]),
            table([{ timing: 451 }, { timing: 0 }, { timing: 0 }, { timing: 521 }]),
          ],
        },
      },
    });
    expect(lcpBreakdown(lhr)).toEqual({ element: '<p class="entry__intro">', ttfb: 451, loadDelay: 0, loadTime: 0, renderDelay: 521 });
  });

  it('falls back to the breakdown insight when the painted element is gone (the prerendered copy)', () => {
    const lhr = lhrOf({
      'largest-contentful-paint-element': { scoreDisplayMode: 'notApplicable' },
      'lcp-breakdown-insight': {
        details: {
          type: 'list',
          items: [
            table([
              { subpart: 'timeToFirstByte', duration: 3.5 },
              { subpart: 'elementRenderDelay', duration: 128 },
            ]),
          ],
        },
      },
    });
    expect(lcpBreakdown(lhr)).toMatchObject({ ttfb: 3.5, loadDelay: 0, loadTime: 0, renderDelay: 128 });
    expect(lcpBreakdown(lhr)?.element).toMatch(/prerendered copy/);
  });

  it('is null when neither audit has phases', () => {
    expect(lcpBreakdown(lhrOf({}))).toBeNull();
  });
});
