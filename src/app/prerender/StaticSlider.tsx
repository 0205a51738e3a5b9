import type { SlideText } from '@/content/types';
import { StaticSlide } from '@/features/modules';

/**
 * Stands in for SlideSlider when pages are prerendered: the first paint shows the
 * same plain image the live page shows while swiper loads (no swiper markup or CSS).
 */
export function SlideSlider({ slides, current }: { slides: SlideText[]; current: number }) {
  return <StaticSlide slide={slides[current]} number={current + 1} />;
}
