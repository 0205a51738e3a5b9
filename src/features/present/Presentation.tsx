import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useRouteBase } from '../../components/route-base';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { isVideoSlide } from '../../content/catalogue';
import type { FullModuleId, Lang, ModuleCode, ModuleText, ResourceType } from '../../content/types';
import { exitFullscreen, toggleFullscreen } from '../../lib/fullscreen';
import { paths, PRESENT_RETURN, presentFrom } from '../../lib/paths';
import { keepScreenOn } from '../../lib/wake-lock';
import { SlideClip, SlideImage } from '../modules';
import type { PresentAction } from './keys';
import { slideAfter } from './moves';
import { PresentNarration } from './PresentNarration';
import { usePresentKeys } from './usePresentKeys';
import { useTouchMoves } from './useTouchMoves';
import './present.css';

export interface PresentationProps {
  lang: Lang;
  resourceType: ResourceType;
  position: number;
  code: ModuleCode;
  fullId: FullModuleId;
  text: ModuleText;
  /** The slide shown, 0-based: the address's (PresentRoute). */
  index: number;
}

/**
 * The screen stays on while presenting (the browser drops the lock when hidden, keepScreenOn
 * takes it back); however the presentation ends (Esc, Back), the lock and full screen end with it.
 */
function useScreenOn() {
  useEffect(() => {
    const lock = keepScreenOn();
    return () => {
      lock.release();
      exitFullscreen();
    };
  }, []);
}

/**
 * A module as a presentation: one slide (or its clip) fills the screen, a thin position line,
 * nothing else. The slide lives in the address (replaced on each move, so Back leaves at once);
 * nothing here reads or writes progress: presenting leaves no trace on the device.
 */
export function Presentation({ lang, resourceType, position, code, fullId, text, index }: PresentationProps) {
  const { t } = useLingui();
  const base = useRouteBase();
  const [, navigate] = useLocation();
  const [black, setBlack] = useState(false);
  const [narration, setNarration] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const region = useRef<HTMLElement>(null);
  const count = text.slides.length;
  const n = index + 1;
  const slide = text.slides[index];
  const { title } = text;
  const slideTitle = slide.title;
  useScreenOn();
  useDocumentTitle(t`Presenting: ${title}`);
  // Keys reach the document from the first moment; focus in the region puts screen readers there.
  useEffect(() => region.current?.focus(), []);

  const leave = useCallback(() => {
    // Opened from the module page: its entry (with the slide) is the one before this.
    if (presentFrom(history.state)) history.back();
    else navigate(paths.module.slideHref(base, resourceType, position, n), { replace: true, state: PRESENT_RETURN });
  }, [navigate, base, resourceType, position, n]);

  const act = useCallback(
    (action: PresentAction) => {
      const to = slideAfter(action, index, count);
      if (to !== undefined) {
        setBlack(false);
        setNotice(null);
        if (to !== index) navigate(paths.present.href(base, resourceType, position, to + 1), { replace: true, state: history.state });
        return;
      }
      if (action.type === 'black') setBlack((b) => !b);
      if (action.type === 'fullscreen') toggleFullscreen();
      if (action.type === 'leave') leave();
      if (action.type === 'narration') {
        setNarration((on) => !on);
        setNotice(narration ? t`Narration off` : t`Narration on`);
      }
    },
    [index, count, navigate, base, resourceType, position, leave, narration, t],
  );
  const digits = usePresentKeys(act);
  const touch = useTouchMoves(act);

  return (
    <section ref={region} className="presentation" aria-label={t`Presentation: ${title}`} tabIndex={-1}>
      <div className="presentation__stage" key={n} {...touch}>
        {isVideoSlide(code, n) ? (
          <SlideClip lang={lang} code={code} fullId={fullId} n={n} title={slideTitle} />
        ) : (
          <SlideImage lang={lang} fullId={fullId} slide={slide} number={n} priority="high" />
        )}
      </div>
      {black && <div className="presentation__black" />}
      <div className="presentation__position" aria-hidden="true">
        <div className="presentation__position-done" style={{ width: `${(n / count) * 100}%` }} />
      </div>
      {digits && (
        <p className="presentation__jump" aria-hidden="true">
          <Trans>Go to slide {digits}</Trans>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {notice ?? t`Slide ${n} of ${count}: ${slideTitle}`}
      </p>
      <button type="button" className="presentation__leave" onClick={leave}>
        <Trans>Leave presentation</Trans>
      </button>
      {narration && <PresentNarration key={n} fullId={fullId} n={n} />}
    </section>
  );
}
