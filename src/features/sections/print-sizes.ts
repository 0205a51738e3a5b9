import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PrintSize } from '@/content/types';

/** Print sizes from spec §9, shown as a badge on each PDF card. */
export const PRINT_SIZE_LABELS: Readonly<Record<PrintSize, MessageDescriptor>> = {
  a4: msg`A4 · 210 × 297 mm`,
  p2: msg`P2 poster · 430 × 560 mm`,
  p5: msg`P5 leaflet · 140 × 210 mm`,
  p4: msg`P4 leaflet · 215 × 280 mm`,
  'p4-part': msg`P4 leaflet · 210 × 297 mm`,
  slides: msg`Slides · 16:9`,
};
