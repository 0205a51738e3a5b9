import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { MODULES } from '@/content/catalogue';
import { useModule, useModulePlace } from './ModuleContext';
import { useOwnArrowKeys } from './keys';

interface ItemProps {
  index: number;
  title: string;
  isCurrent: boolean;
  seen: boolean;
  hasVideo: boolean;
  videoLabel: string;
  onSelect(index: number): void;
}

const SlideListItem = memo(function SlideListItem({ index, title, isCurrent, seen, hasVideo, videoLabel, onSelect }: ItemProps) {
  return (
    <li>
      <button
        type="button"
        className="slide-list__item"
        aria-current={isCurrent ? 'step' : undefined}
        data-seen={seen || undefined}
        onClick={() => onSelect(index)}
      >
        <span className="slide-list__number" aria-hidden="true">
          {index + 1}
        </span>
        <span className="visually-hidden">
          <Trans>Slide {index + 1}:</Trans>
        </span>{' '}
        <span className="slide-list__title">{title}</span>
        {hasVideo && (
          <svg className="slide-list__video" viewBox="0 0 24 24" width="16" height="16" role="img" aria-label={videoLabel}>
            <path d="M4 6h11v12H4zM15 10l5-3v10l-5-3z" fill="currentColor" />
          </svg>
        )}
      </button>
    </li>
  );
});

/** At 1200px and wider: every slide, jump to any; then the summary and the knowledge test. */
export function SlideList() {
  const { t } = useLingui();
  const { code, text, stage, selectSlide, goTo } = useModule();
  const { entry, current } = useModulePlace();
  const videos = MODULES[code].videoSlides;
  const ref = useOwnArrowKeys();
  const videoLabel = t`has video`;
  // One function for every item, whichever slide is current: an item re-renders only when it changes.
  const selected = useRef(selectSlide);
  useLayoutEffect(() => {
    selected.current = selectSlide;
  });
  const select = useCallback((index: number) => selected.current(index), []);
  return (
    <nav ref={ref} className="slide-list" aria-label={t`Module contents`}>
      <h2 className="slide-list__heading">
        <Trans>Slides</Trans>
      </h2>
      <ol className="slide-list__items">
        {text.slides.map((slide, i) => (
          <SlideListItem
            key={i}
            index={i}
            title={slide.title}
            isCurrent={stage === 'slides' && i === current}
            seen={entry.slidesComplete || i <= entry.slide}
            hasVideo={videos.includes(i + 1)}
            videoLabel={videoLabel}
            onSelect={select}
          />
        ))}
      </ol>
      <ul className="slide-list__stages">
        <li>
          <button
            type="button"
            className="slide-list__item"
            aria-current={stage === 'summary' ? 'step' : undefined}
            onClick={() => goTo('summary')}
          >
            <Trans>Module summary</Trans>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="slide-list__item"
            aria-current={stage === 'quiz' ? 'step' : undefined}
            onClick={() => goTo('quiz')}
          >
            <Trans>Knowledge test</Trans>
          </button>
        </li>
      </ul>
    </nav>
  );
}
