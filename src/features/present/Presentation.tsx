import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { useDocumentTitle } from '@/components/use-document-title';
import { isVideoSlide } from '@/content/catalogue';
import type { FullModuleId, Lang, ModuleCode, ModuleText, ResourceType } from '@/content/types';
import { exitFullscreen, toggleFullscreen } from '@/lib/fullscreen';
import { paths, PRESENT_RETURN, presentFrom } from '@/lib/paths';
import { keepScreenOn } from '@/lib/wake-lock';
import { openWindow } from '@/lib/windows';
import { SlideClip, SlideImage } from '../modules';
import type { PresentAction } from './keys';
import { PresentNarration } from './PresentNarration';
import { QuestionScreen } from './QuestionScreen';
import { stepAfter, stepOf, stepSegment, type Deck } from './steps';
import { StepNotes } from './StepNotes';
import { deckKey } from './sync';
import { usePresentKeys } from './use-present-keys';
import { usePresentationSync } from './use-present-sync';
import { useTouchMoves } from './use-touch-moves';
import './present.css';

/** The module both windows present (the presentation and the presenter view). */
export interface PresentedModule {
  lang: Lang;
  resourceType: ResourceType;
  position: number;
  code: ModuleCode;
  fullId: FullModuleId;
  text: ModuleText;
}

export interface PresentationProps extends PresentedModule {
  /** The step shown (a slide, then the questions; steps.ts), 0-based: the address's (PresentRoute). */
  at: number;
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
export function Presentation({ lang, resourceType, position, code, fullId, text, at }: PresentationProps) {
  const { t } = useLingui();
  const base = useRouteBase();
  const [, navigate] = useLocation();
  const [black, setBlack] = useState(false);
  const [narration, setNarration] = useState(false);
  const [notes, setNotes] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const region = useRef<HTMLElement>(null);
  const count = text.slides.length;
  const deck: Deck = { slides: count, questions: text.questions.length };
  const step = stepOf(at, deck);
  const n = step.kind === 'slide' ? step.index + 1 : count;
  const { title } = text;
  const presenterHref = paths.present.presenterHref(base, resourceType, position);
  useScreenOn();
  useDocumentTitle(t`Presenting: ${title}`);
  // Keys reach the document from the first moment; focus in the region puts screen readers there.
  useEffect(() => region.current?.focus(), []);

  const leave = useCallback(() => {
    // Opened from the module page: its entry (with the slide) is the one before this.
    if (presentFrom(history.state)) history.back();
    else navigate(paths.module.slideHref(base, resourceType, position, n), { replace: true, state: PRESENT_RETURN });
  }, [navigate, base, resourceType, position, n]);

  const openPresenter = useCallback(() => {
    // A blocked pop-up: the same view through a link, which opens as a tab and joins the same way.
    setBlocked(!openWindow(presenterHref, 'toolkit-presenter'));
  }, [presenterHref]);

  const act = useCallback(
    (action: PresentAction) => {
      const to = stepAfter(action, at, deck);
      if (to !== undefined) {
        setBlack(false);
        setNotice(null);
        setRevealed(false);
        if (to !== at)
          navigate(paths.present.href(base, resourceType, position, stepSegment(to, deck)), { replace: true, state: history.state });
        return;
      }
      if (action.type === 'black') setBlack((b) => !b);
      if (action.type === 'fullscreen') toggleFullscreen();
      if (action.type === 'leave') leave();
      if (action.type === 'presenter') openPresenter();
      if (action.type === 'notes') setNotes((on) => !on);
      if (action.type === 'narration') {
        setNarration((on) => !on);
        setNotice(narration ? t`Narration off` : t`Narration on`);
      }
    },
    // deck is two numbers read from text: text stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [at, text, navigate, base, resourceType, position, leave, openPresenter, narration, t],
  );
  const reveal = () => {
    setRevealed(true);
    // The button goes with the answer shown: the keyboard goes on from the presentation.
    region.current?.focus();
  };
  const digits = usePresentKeys(act);
  const touch = useTouchMoves(act);
  usePresentationSync(deckKey(lang, resourceType, position), at, act);
  const slideTitle = text.slides[n - 1].title;
  const q = step.index + 1;
  const questions = deck.questions;
  const question = step.kind === 'question' ? text.questions[step.index].title : '';
  const live = step.kind === 'slide' ? t`Slide ${n} of ${count}: ${slideTitle}` : t`Question ${q} of ${questions}: ${question}`;

  return (
    <section ref={region} className="presentation" aria-label={t`Presentation: ${title}`} tabIndex={-1}>
      <div className="presentation__stage" key={at} {...touch}>
        {step.kind === 'question' ? (
          <QuestionScreen
            question={text.questions[step.index]}
            n={step.index + 1}
            count={deck.questions}
            revealed={revealed}
            onReveal={reveal}
          />
        ) : isVideoSlide(code, n) ? (
          <SlideClip lang={lang} code={code} fullId={fullId} n={n} title={slideTitle} />
        ) : (
          <SlideImage lang={lang} fullId={fullId} slide={text.slides[step.index]} number={n} priority="high" />
        )}
      </div>
      {black && <div className="presentation__black" />}
      {notes && (
        <aside className="presentation__notes" aria-label={t`Notes`}>
          <StepNotes text={text} step={step} />
        </aside>
      )}
      <div className="presentation__position" aria-hidden="true">
        <div className="presentation__position-done" style={{ width: `${((at + 1) / (deck.slides + deck.questions)) * 100}%` }} />
      </div>
      {digits && (
        <p className="presentation__jump" aria-hidden="true">
          <Trans>Go to slide {digits}</Trans>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {notice ?? live}
      </p>
      <div className="presentation__tools">
        <button type="button" className="presentation__tool" aria-pressed={notes} onClick={() => setNotes((on) => !on)}>
          <Trans>Notes</Trans>
        </button>
        <button type="button" className="presentation__tool" onClick={openPresenter}>
          <Trans>Open presenter view</Trans>
        </button>
      </div>
      {blocked && (
        <p className="presentation__blocked" role="status">
          <Trans>The browser blocked the presenter view&apos;s window.</Trans>{' '}
          <a href={presenterHref} target="_blank" rel="opener" onClick={() => setBlocked(false)}>
            <Trans>Open the presenter view in a new tab</Trans>
          </a>
        </p>
      )}
      <button type="button" className="presentation__leave" onClick={leave}>
        <Trans>Leave presentation</Trans>
      </button>
      {narration && step.kind === 'slide' && <PresentNarration key={n} fullId={fullId} n={n} />}
    </section>
  );
}
