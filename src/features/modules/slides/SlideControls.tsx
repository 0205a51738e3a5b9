import { Trans } from '@lingui/react/macro';

interface Props {
  current: number;
  count: number;
  onPrev(): void;
  onNext(): void;
  onFinish(): void;
}

/**
 * Prev/next with labels; on the last slide the same button becomes Finish Module,
 * so keyboard focus stays put. Prev stays focusable at the first slide (aria-disabled).
 */
export function SlideControls({ current, count, onPrev, onNext, onFinish }: Props) {
  const first = current === 0;
  const last = current === count - 1;
  return (
    <div className="slide-controls">
      <button type="button" className="button" aria-disabled={first || undefined} onClick={first ? undefined : onPrev}>
        <span aria-hidden="true">‹</span> <Trans>Previous slide</Trans>
      </button>
      <p className="slide-controls__count">
        <Trans>
          Slide {current + 1} of {count}
        </Trans>
      </p>
      <button type="button" className="button button--primary" onClick={last ? onFinish : onNext}>
        {last ? (
          <Trans>Finish Module</Trans>
        ) : (
          <>
            <Trans>Next slide</Trans> <span aria-hidden="true">›</span>
          </>
        )}
      </button>
    </div>
  );
}
