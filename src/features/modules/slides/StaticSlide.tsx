import type { SlideText } from '../../../content/types';
import { SlideImage } from './SlideImage';

/**
 * The current slide drawn as a plain image while the slider's code loads, so
 * the page's largest paint does not wait for swiper (design-notes §9).
 */
export function StaticSlide({ slide, number }: { slide: SlideText; number: number }) {
  return (
    <div className="slider slider--static">
      <div className="slider__slide">
        <SlideImage slide={slide} number={number} priority="high" />
      </div>
    </div>
  );
}
