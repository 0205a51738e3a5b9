import { Trans } from '@lingui/react/macro';
import { useEffect, useReducer, useRef } from 'react';
import type { Question } from '@/content/types';
import { QuestionCard } from './QuestionCard';
import { QuizHeading } from './QuizHeading';
import { QuizResult } from './QuizResult';
import { initialQuizState, quizReducer, quizScore, type QuizAction, type QuizState } from './quiz-state';
import { isPass } from './scoring';

interface Props {
  questions: Question[];
  onPass(): void;
  onReturnToSummary(): void;
}

/** Three questions, then the score; a pass is reported once per attempt. */
export function QuizRunner({ questions, onPass, onReturnToSummary }: Props) {
  const [state, dispatch] = useReducer((s: QuizState, a: QuizAction) => quizReducer(questions, s, a), questions, initialQuizState);
  const score = quizScore(questions, state);
  const passed = state.finished && isPass(score, questions.length);
  const reported = useRef(false);

  useEffect(() => {
    if (passed && !reported.current) {
      reported.current = true;
      onPass();
    }
  }, [passed, onPass]);

  if (state.finished) {
    return (
      <QuizResult
        score={score}
        total={questions.length}
        passed={passed}
        onTryAgain={() => dispatch({ type: 'reset' })}
        onReturnToSummary={onReturnToSummary}
      />
    );
  }
  return (
    <>
      {/* Keyed by question so each new question's heading takes focus. */}
      <QuizHeading key={state.index} focusOnMount>
        <Trans>
          Knowledge Test: question {state.index + 1} of {questions.length}
        </Trans>
      </QuizHeading>
      <QuestionCard
        key={`q-${state.index}`}
        question={questions[state.index]}
        selected={state.selections[state.index]}
        locked={state.locked}
        last={state.index === questions.length - 1}
        dispatch={dispatch}
      />
      <div className="quiz__footer">
        <button type="button" className="button" onClick={onReturnToSummary}>
          <Trans>Return to Summary</Trans>
        </button>
      </div>
    </>
  );
}
