import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { pauseAllVideos } from '@/components/media/media-registry';
import { useHydrated } from '@/lib/use-hydrated';
import { useModule, useModulePlace } from '../ModuleContext';
import { StageHeading } from '../StageHeading';
import { NarrationPlayer } from '../narration/NarrationPlayer';
import { SlideControls } from './SlideControls';
import { SlideVideo } from './SlideVideo';
import { StaticSlide } from './StaticSlide';
import { useSlideKeys } from './use-slide-keys';

// Swiper loads in its own chunk, after the current slide is already on screen.
const SlideSlider = lazy(() => import('./SlideSlider').then((m) => ({ default: m.SlideSlider })));

/** Slides stage: slider, prev/next (Finish Module on the last), slide video, narration. */
export function SlidesStage() {
  const { text, selectSlide, finishSlides, moved } = useModule();
  const { current } = useModulePlace();
  const count = text.slides.length;
  // The slider moves in a render of its own, after the press's frame has shown the new slide's
  // number and buttons: its move (Swiper measures the page) and the slides it redraws made the
  // press one task over 50 ms at a 4× slower CPU.
  const sliderAt = useDeferredValue(current);
  useSlideKeys(current, count, selectSlide);
  // The prerendered page draws the plain slide: hydration keeps it, then the slider loads.
  const hydrated = useHydrated();
  const still = <StaticSlide slide={text.slides[current]} number={current + 1} />;

  // Moving to another slide pauses every video (spec §4).
  useEffect(() => pauseAllVideos(), [current]);

  return (
    <section className="slides-stage" aria-labelledby="slides-heading">
      <StageHeading id="slides-heading" className="visually-hidden" focusOnMount={moved}>
        <Trans>Slides</Trans>
      </StageHeading>
      <Suspense fallback={still}>
        {hydrated ? <SlideSlider slides={text.slides} current={sliderAt} onChange={selectSlide} /> : still}
      </Suspense>
      <SlideControls
        current={current}
        count={count}
        onPrev={() => current > 0 && selectSlide(current - 1)}
        onNext={() => current < count - 1 && selectSlide(current + 1)}
        onFinish={finishSlides}
      />
      <div className="slide-media">
        <SlideVideo />
        <NarrationPlayer />
      </div>
    </section>
  );
}
