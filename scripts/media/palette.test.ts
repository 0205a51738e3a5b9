// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio, PALETTE } from './palette';

describe('palette contrast (WCAG AA, 4.5:1)', () => {
  const pairs: [string, string, string][] = [
    ['text on background', PALETTE.text, PALETTE.background],
    ['text on surface', PALETTE.text, PALETTE.surface],
    ['text on tint', PALETTE.text, PALETTE.tint],
    ['muted on background', PALETTE.muted, PALETTE.background],
    ['muted on tint', PALETTE.muted, PALETTE.tint],
    ['accent on background', PALETTE.accent, PALETTE.background],
    ['accent on surface', PALETTE.accent, PALETTE.surface],
    ['on-accent on accent', PALETTE.onAccent, PALETTE.accent],
  ];
  it.each(pairs)('%s', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });
});
