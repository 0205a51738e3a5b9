import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { Question } from '@/content/types';
import { QuizHeading } from './QuizHeading';
import { QuizRunner } from './QuizRunner';
import './quiz.css';

export interface QuizStageProps {
  questions: Question[];
  slidesComplete: boolean;
  passed: boolean;
  /** Move focus to the heading on open (after an in-page move). */
  focusOnMount: boolean;
  onPass(): void;
  onReturnToSummary(): void;
  onGoToSlides(): void;
}

/** Spec §4 quiz states: unavailable until the slides are done, can attempt, passed. */
export function QuizStage(props: QuizStageProps) {
  const [running, setRunning] = useState(false);
  if (running) {
    return (
      <section className="quiz" aria-labelledby="quiz-heading">
        <QuizRunner questions={props.questions} onPass={props.onPass} onReturnToSummary={props.onReturnToSummary} />
      </section>
    );
  }
  return (
    <section className="quiz" aria-labelledby="quiz-heading">
      <QuizHeading focusOnMount={props.focusOnMount}>
        <Trans>Knowledge Test</Trans>
      </QuizHeading>
      <div className="quiz__state">
        {!props.slidesComplete ? (
          <>
            <p className="quiz__message">
              <Trans>Complete the module to attempt this Knowledge Test</Trans>
            </p>
            <button type="button" className="button button--primary" onClick={props.onGoToSlides}>
              <Trans>Go to the slides</Trans>
            </button>
          </>
        ) : props.passed ? (
          <p className="quiz__message quiz__message--passed">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="11" fill="currentColor" />
              <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
            <Trans>You have passed this Knowledge Test!</Trans>
          </p>
        ) : (
          <button type="button" className="button button--primary quiz__start" onClick={() => setRunning(true)}>
            <Trans>Click here to attempt this Knowledge Test</Trans>
          </button>
        )}
      </div>
      <div className="quiz__footer">
        <button type="button" className="button" onClick={props.onReturnToSummary}>
          <Trans>Return to Summary</Trans>
        </button>
      </div>
    </section>
  );
}
