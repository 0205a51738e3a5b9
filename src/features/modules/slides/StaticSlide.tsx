import type { SlideText } from '@/content/types';
import { useModule } from '../ModuleContext';
import { SlideImage } from './SlideImage';

/**
 * The current slide drawn as a plain image while the slider's code loads, so
 * the page's largest paint does not wait for swiper (design-notes §9).
 */
export function StaticSlide({ slide, number }: { slide: SlideText; number: number }) {
  const { lang, fullId } = useModule();
  return (
    <div className="slider slider--static">
      <div className="slider__slide">
        <SlideImage lang={lang} fullId={fullId} slide={slide} number={number} priority="high" />
      </div>
    </div>
  );
}
