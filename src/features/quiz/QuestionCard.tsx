import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId, useRef, type Dispatch, type FormEvent } from 'react';
import type { Question } from '@/content/types';
import { OptionFeedbackIcon } from './OptionFeedbackIcon';
import { OPTION_FEEDBACK_TEXT } from './feedback-text';
import type { QuizAction } from './quiz-state';
import { correctCount, hasSelection, isAnswerCorrect, isSingleChoice, questionFeedback } from './scoring';

interface Props {
  question: Question;
  selected: boolean[];
  locked: boolean;
  last: boolean;
  dispatch: Dispatch<QuizAction>;
}

/** One question: radios or checkboxes, Submit → per-option feedback → Next Question / Finish. */
export function QuestionCard({ question, selected, locked, last, dispatch }: Props) {
  const { i18n } = useLingui();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const single = isSingleChoice(question);
  const count = correctCount(question);
  const feedback = locked ? questionFeedback(question, selected) : [];
  const right = locked && isAnswerCorrect(question, selected);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return dispatch({ type: 'next' });
    if (!hasSelection(selected)) return;
    dispatch({ type: 'submit' });
    // The inputs lock (disabled): keep keyboard focus on the button that now reads Next/Finish.
    button.current?.focus();
  };

  return (
    <form className="question" onSubmit={onSubmit} noValidate>
      <fieldset className="question__fieldset" role={single ? 'radiogroup' : undefined}>
        <legend className="question__legend">
          <span className="question__title">{question.title}</span>{' '}
          <span className="question__hint">{single ? <Trans>Select ONE answer.</Trans> : <Trans>Select {count} answers.</Trans>}</span>
        </legend>
        <ul className="question__options">
          {question.answers.map((answer, i) => (
            <li key={i} className="option" data-feedback={feedback[i]}>
              <input
                id={`${id}-${i}`}
                className="option__input"
                type={single ? 'radio' : 'checkbox'}
                name={`${id}-answer`}
                checked={selected[i]}
                disabled={locked}
                aria-describedby={locked ? `${id}-${i}-feedback` : undefined}
                onChange={() => dispatch({ type: 'choose', option: i })}
              />
              <label htmlFor={`${id}-${i}`} className="option__label">
                {answer.label}
              </label>
              {locked && (
                <p id={`${id}-${i}-feedback`} className="option__feedback">
                  <OptionFeedbackIcon kind={feedback[i]} />
                  {i18n._(OPTION_FEEDBACK_TEXT[feedback[i]])}
                </p>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="question__result" role="status">
        {locked && (right ? <Trans>Correct answer.</Trans> : <Trans>Incorrect answer.</Trans>)}
      </p>
      <button ref={button} type="submit" className="button button--primary" disabled={!locked && !hasSelection(selected)}>
        {!locked ? <Trans>Submit</Trans> : last ? <Trans>Finish</Trans> : <Trans>Next Question</Trans>}
      </button>
    </form>
  );
}
