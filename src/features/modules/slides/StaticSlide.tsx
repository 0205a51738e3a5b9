import { slideImagePath } from '../../../content/assets';
import type { SlideText } from '../../../content/types';
import { contentUrl } from '../../../lib/config';
import { useModule } from '../ModuleContext';
import { slideAlt } from './slide-alt';

/**
 * The current slide drawn as a plain image while the slider's code loads, so
 * the page's largest paint does not wait for swiper (design-notes §9).
 */
export function StaticSlide({ slide, number }: { slide: SlideText; number: number }) {
  const { lang, fullId } = useModule();
  return (
    <div className="slider slider--static">
      <div className="slider__slide">
        <img
          className="slider__image"
          src={contentUrl(slideImagePath(lang, fullId, number))}
          alt={slideAlt(slide)}
          width="1280"
          height="720"
          fetchPriority="high"
          draggable={false}
        />
      </div>
    </div>
  );
}
