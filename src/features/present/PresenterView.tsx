import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '@/components/use-document-title';
import { moduleDuration, parseDuration } from '@/content/catalogue';
import type { FullModuleId, Lang, ModuleText, ResourceType } from '@/content/types';
import { SlideImage } from '../modules';
import type { PresentAction } from './keys';
import type { PresentedModule } from './Presentation';
import { QuestionScreen } from './QuestionScreen';
import { stepOf, type Deck, type Step } from './steps';
import { StepNotes } from './StepNotes';
import { deckKey } from './sync';
import { elapsed, expectedAt, formatClock, NEW_TIMER, paceOf, pauseTimer, resetTimer, startTimer, type Timer } from './timer';
import { usePresentKeys } from './use-present-keys';
import { usePresenterSync } from './use-present-sync';
import './present.css';

export type PresenterViewProps = PresentedModule;

/** What the presenter view's keys may ask of the presentation: moves and a black screen. */
const FORWARDED = new Set<PresentAction['type']>(['next', 'prev', 'first', 'last', 'jump', 'black']);

/** Now, once a second: for the clock and the timer. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  return now;
}

interface StepPreviewProps {
  lang: Lang;
  fullId: FullModuleId;
  text: ModuleText;
  step: Step;
  deck: Deck;
}

function StepPreview({ lang, fullId, text, step, deck }: StepPreviewProps) {
  if (step.kind === 'question') {
    return <QuestionScreen question={text.questions[step.index]} n={step.index + 1} count={deck.questions} revealed={false} />;
  }
  return <SlideImage lang={lang} fullId={fullId} slide={text.slides[step.index]} number={step.index + 1} priority="low" />;
}

function Position({ step, deck }: { step: Step; deck: Deck }) {
  const n = step.index + 1;
  const count = step.kind === 'slide' ? deck.slides : deck.questions;
  return (
    <p className="presenter__position">
      {step.kind === 'slide' ? (
        <Trans>
          Slide {n} of {count}
        </Trans>
      ) : (
        <Trans>
          Question {n} of {count}
        </Trans>
      )}
    </p>
  );
}

interface PaceProps {
  lang: Lang;
  resourceType: ResourceType;
  position: number;
  at: number;
  deck: Deck;
}

/** Timer (Start, Pause, Reset), clock, the module's expected duration and how the presenter stands against it. */
function PresenterClock({ lang, resourceType, position, at, deck }: PaceProps) {
  const { t } = useLingui();
  const now = useNow();
  const [timer, setTimer] = useState<Timer>(NEW_TIMER);
  const duration = moduleDuration(resourceType, position);
  const spent = elapsed(timer, now);
  const pace = paceOf(spent, expectedAt(parseDuration(duration) * 1000, at, deck.slides));
  const by = formatClock(pace.ms);
  const clock = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(now);
  const paceText = pace.kind === 'onTime' ? t`On time` : pace.kind === 'ahead' ? t`${by} ahead` : t`${by} behind`;
  return (
    <div className="presenter__clock">
      <dl className="presenter__figures">
        <div>
          <dt>
            <Trans>Elapsed</Trans>
          </dt>
          <dd className="presenter__elapsed">{formatClock(spent)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Clock</Trans>
          </dt>
          <dd>{clock}</dd>
        </div>
        <div>
          <dt>
            <Trans>Expected duration</Trans>
          </dt>
          <dd>{duration}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pace</Trans>
          </dt>
          <dd className="presenter__pace">{timer === NEW_TIMER ? t`Timer not started` : paceText}</dd>
        </div>
      </dl>
      <div className="presenter__buttons">
        {timer.since === null ? (
          <button type="button" onClick={() => setTimer((tm) => startTimer(tm, Date.now()))}>
            <Trans>Start</Trans>
          </button>
        ) : (
          <button type="button" onClick={() => setTimer((tm) => pauseTimer(tm, Date.now()))}>
            <Trans>Pause</Trans>
          </button>
        )}
        <button type="button" onClick={() => setTimer(resetTimer())}>
          <Trans>Reset</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * The presenter's own window: the current and next step, the notes, the position, a timer and
 * the pace. It follows the presentation and moves it (usePresenterSync); nothing is stored.
 */
export function PresenterView({ lang, resourceType, position, fullId, text }: PresenterViewProps) {
  const { t } = useLingui();
  const { title } = text;
  const region = useRef<HTMLElement>(null);
  const { at, act } = usePresenterSync(deckKey(lang, resourceType, position));
  const deck: Deck = { slides: text.slides.length, questions: text.questions.length };
  useDocumentTitle(t`Presenter view: ${title}`);
  useEffect(() => region.current?.focus(), []);
  usePresentKeys((action) => {
    if (FORWARDED.has(action.type)) act(action);
  });
  const last = deck.slides + deck.questions - 1;

  return (
    <section ref={region} className="presenter" aria-label={t`Presenter view: ${title}`} tabIndex={-1}>
      <h1 className="presenter__title">{title}</h1>
      {at === null ? (
        <p className="presenter__waiting" role="status">
          <Trans>Waiting for the presentation. Open it on this device: this view follows it.</Trans>
        </p>
      ) : (
        <>
          {/* What the presenter glances at first: where, how long, and the moves. */}
          <div className="presenter__bar">
            <Position step={stepOf(at, deck)} deck={deck} />
            <div className="presenter__buttons">
              <button type="button" onClick={() => act({ type: 'prev' })} disabled={at === 0}>
                <Trans>Previous</Trans>
              </button>
              <button type="button" onClick={() => act({ type: 'next' })} disabled={at === last}>
                <Trans>Next</Trans>
              </button>
            </div>
            <PresenterClock lang={lang} resourceType={resourceType} position={position} at={at} deck={deck} />
          </div>
          <div className="presenter__steps">
            <div className="presenter__current">
              <h2 className="presenter__label">
                <Trans>Current</Trans>
              </h2>
              <StepPreview key={at} lang={lang} fullId={fullId} text={text} step={stepOf(at, deck)} deck={deck} />
            </div>
            <div className="presenter__next">
              <h2 className="presenter__label">
                <Trans>Next</Trans>
              </h2>
              {at < last ? (
                <StepPreview key={at + 1} lang={lang} fullId={fullId} text={text} step={stepOf(at + 1, deck)} deck={deck} />
              ) : (
                <p>
                  <Trans>End of the presentation</Trans>
                </p>
              )}
            </div>
            <div className="presenter__notes">
              <StepNotes text={text} step={stepOf(at, deck)} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
