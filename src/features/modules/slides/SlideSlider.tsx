import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import type { SlideText } from '@/content/types';
import { useModule } from '../ModuleContext';
import { SlideImage } from './SlideImage';
import { useReducedMotion } from '@/features/display';

interface Props {
  slides: SlideText[];
  current: number;
  onChange(index: number): void;
}

// Swiper's own placeholders, kept out of the ICU message syntax.
const INDEX = '{{index}}';
const LENGTH = '{{slidesLength}}';

/** One slide per move by swipe (arrow keys: useSlideKeys), no pagination; images load next to the current one only. */
export function SlideSlider({ slides, current, onChange }: Props) {
  const { t } = useLingui();
  const { lang, fullId } = useModule();
  const swiper = useRef<SwiperInstance | null>(null);
  const speed = useReducedMotion() ? 0 : 300;

  // The slide list and the buttons move the slider from outside.
  useEffect(() => {
    const s = swiper.current;
    if (s && !s.destroyed && s.activeIndex !== current) s.slideTo(current, speed, false);
  }, [current, speed]);

  return (
    <Swiper
      className="slider"
      modules={[A11y]}
      slidesPerView={1}
      slidesPerGroup={1}
      spaceBetween={16}
      speed={speed}
      initialSlide={current}
      a11y={{
        containerRoleDescriptionMessage: t`carousel`,
        itemRoleDescriptionMessage: t`slide`,
        slideLabelMessage: t`${INDEX} of ${LENGTH}`,
        scrollOnFocus: false,
      }}
      observer
      observeParents
      onSwiper={(s) => (swiper.current = s)}
      onSlideChange={(s) => onChange(s.activeIndex)}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={i} className="slider__slide" aria-hidden={i === current ? undefined : true}>
          {Math.abs(i - current) <= 1 ? (
            <SlideImage lang={lang} fullId={fullId} slide={slide} number={i + 1} priority={i === current ? 'high' : 'low'} />
          ) : (
            <div className="slider__image slider__image--placeholder" />
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
