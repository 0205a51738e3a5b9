/**
 * Calm, accessible palette shared by slide images, illustrations, clips and
 * PDFs: dark text on light backgrounds, every text/background pair ≥ 4.5:1
 * (checked in palette.test.ts).
 */
export const PALETTE = {
  background: '#F6F8FA',
  surface: '#FFFFFF',
  tint: '#E3EEF2',
  text: '#16212E',
  muted: '#44525F',
  accent: '#1B6A80',
  accentSoft: '#BFD9E0',
  onAccent: '#FFFFFF',
} as const;

export const FONT_FAMILY = 'Open Sans, Arial, sans-serif';

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const n = parseInt(hex.replace('#', ''), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio between two #RRGGBB colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** #RRGGBB → 0xRRGGBB for ffmpeg filters. */
export function ffColor(hex: string): string {
  return `0x${hex.replace('#', '')}`;
}

/** #RRGGBB → [r, g, b] for jsPDF. */
export function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
