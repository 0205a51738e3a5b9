import { useLingui } from '@lingui/react/macro';
import {
  memo,
  useCallback,
  useDeferredValue,
  type ComponentProps,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import type { FullModuleId, Lang, SlideText } from '@/content/types';
import { createStore, type ReadableStore } from '@/lib/store';
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

type Place = 'current' | 'next to it' | 'away';

/** Where slide `index` is from the current one: all a slide's content depends on. */
const placeOf = (index: number, current: number): Place =>
  index === current ? 'current' : Math.abs(index - current) === 1 ? 'next to it' : 'away';

interface CellProps {
  lang: Lang;
  fullId: FullModuleId;
  slide: SlideText;
  index: number;
  current: ReadableStore<number>;
}

/**
 * One slide's content: re-drawn only when its place changes. Images load next to the current one
 * only; a slide that comes next to it gets its image after the move has painted (fetching and
 * drawing an image is work the press's frame need not wait for), the current one at once.
 */
function SlideCell({ lang, fullId, slide, index, current }: CellProps) {
  const now = useSyncExternalStore(current.subscribe, () => placeOf(index, current.getSnapshot()));
  const later = useDeferredValue(now);
  const place = now === 'current' ? now : later;
  if (place === 'away') return <div className="slider__image slider__image--placeholder" />;
  return <SlideImage lang={lang} fullId={fullId} slide={slide} number={index + 1} priority={place === 'current' ? 'high' : 'low'} />;
}

interface FrameProps extends Omit<CellProps, 'slide' | 'index'> {
  slides: SlideText[];
  initialSlide: number;
  speed: number;
  a11y: ComponentProps<typeof Swiper>['a11y'];
  onSwiper(swiper: SwiperInstance): void;
  onSlideChange(swiper: SwiperInstance): void;
}

/**
 * The slider itself, drawn once per module: a slide change re-renders none of it (Swiper
 * re-clones every slide on each of its renders), only the cells whose place changed.
 * Swiper's ResizeObserver follows the slider's own size (a tab shown again, a turned tablet, a
 * larger text); no mutation observer on its parents, which re-measured every slide on each
 * attribute change above it (a dialog making the page inert, the theme's class on <html>).
 */
const SliderFrame = memo(function SliderFrame({
  slides,
  lang,
  fullId,
  current,
  initialSlide,
  speed,
  a11y,
  onSwiper,
  onSlideChange,
}: FrameProps) {
  return (
    <Swiper
      className="slider"
      modules={[A11y]}
      slidesPerView={1}
      slidesPerGroup={1}
      spaceBetween={16}
      speed={speed}
      initialSlide={initialSlide}
      a11y={a11y}
      onSwiper={onSwiper}
      onSlideChange={onSlideChange}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={i} className="slider__slide">
          <SlideCell lang={lang} fullId={fullId} slide={slide} index={i} current={current} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
});

/** Only the current slide is read out: the others are hidden from assistive technology. */
function hideAllBut(swiper: SwiperInstance | null, current: number): void {
  swiper?.slides.forEach((el, i) => (i === current ? el.removeAttribute('aria-hidden') : el.setAttribute('aria-hidden', 'true')));
}

/** One slide per move by swipe (arrow keys: useSlideKeys), no pagination. */
export function SlideSlider({ slides, current, onChange }: Props) {
  const { t } = useLingui();
  const { lang, fullId } = useModule();
  const swiper = useRef<SwiperInstance | null>(null);
  // The slider last moved: one made anew (shown again after being hidden) jumps, with no slide-in.
  const moved = useRef<SwiperInstance | null>(null);
  const speed = useReducedMotion() ? 0 : 300;
  const [currentStore] = useState(() => createStore(current));
  const [initialSlide] = useState(current);
  const reportChange = useRef(onChange);
  useLayoutEffect(() => {
    reportChange.current = onChange;
  });

  const a11y = useMemo(
    () => ({
      containerRoleDescriptionMessage: t`carousel`,
      itemRoleDescriptionMessage: t`slide`,
      slideLabelMessage: t`${INDEX} of ${LENGTH}`,
      scrollOnFocus: false,
    }),
    [t],
  );
  const onSwiper = useCallback((s: SwiperInstance) => (swiper.current = s), []);
  // Only a swipe moves the page's slide: a move asked of the slider (and its first slide, which may
  // be a press or two behind: SlidesStage defers it) is the slide the page already shows.
  const onSlideChange = useCallback(
    (s: SwiperInstance) => s.activeIndex !== currentStore.getSnapshot() && reportChange.current(s.activeIndex),
    [currentStore],
  );

  // The slide list and the buttons move the slider from outside; the cells follow before paint.
  useLayoutEffect(() => {
    currentStore.set(current);
    const s = swiper.current;
    if (s && !s.destroyed && s.activeIndex !== current) s.slideTo(current, moved.current === s ? speed : 0, false);
    moved.current = s;
    hideAllBut(s, current);
  }, [current, speed, currentStore]);

  return (
    <SliderFrame
      slides={slides}
      lang={lang}
      fullId={fullId}
      current={currentStore}
      initialSlide={initialSlide}
      speed={speed}
      a11y={a11y}
      onSwiper={onSwiper}
      onSlideChange={onSlideChange}
    />
  );
}
