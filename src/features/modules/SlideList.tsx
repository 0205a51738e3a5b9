import { Trans, useLingui } from '@lingui/react/macro';
import { MODULES } from '@/content/catalogue';
import { useModule } from './ModuleContext';
import { useOwnArrowKeys } from './keys';

/** At 1200px and wider: every slide, jump to any; then the summary and the knowledge test. */
export function SlideList() {
  const { t } = useLingui();
  const { code, text, stage, entry, current, selectSlide, goTo } = useModule();
  const videos = MODULES[code].videoSlides;
  const ref = useOwnArrowKeys();
  return (
    <nav ref={ref} className="slide-list" aria-label={t`Module contents`}>
      <h2 className="slide-list__heading">
        <Trans>Slides</Trans>
      </h2>
      <ol className="slide-list__items">
        {text.slides.map((slide, i) => {
          const isCurrent = stage === 'slides' && i === current;
          const seen = entry.slidesComplete || i <= entry.slide;
          return (
            <li key={i}>
              <button
                type="button"
                className="slide-list__item"
                aria-current={isCurrent ? 'step' : undefined}
                data-seen={seen || undefined}
                onClick={() => selectSlide(i)}
              >
                <span className="slide-list__number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="visually-hidden">
                  <Trans>Slide {i + 1}:</Trans>
                </span>{' '}
                <span className="slide-list__title">{slide.title}</span>
                {videos.includes(i + 1) && (
                  <svg className="slide-list__video" viewBox="0 0 24 24" width="16" height="16" role="img" aria-label={t`has video`}>
                    <path d="M4 6h11v12H4zM15 10l5-3v10l-5-3z" fill="currentColor" />
                  </svg>
                )}
              </button>
            </li>
          );
        })}
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
