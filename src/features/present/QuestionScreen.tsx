import { Trans, useLingui } from '@lingui/react/macro';
import type { Question } from '@/content/types';

export interface QuestionScreenProps {
  question: Question;
  /** 1-based, of `count`. */
  n: number;
  count: number;
  revealed: boolean;
  /** Absent in the presenter view, which shows the answer in its notes instead. */
  onReveal?: () => void;
}

/**
 * One question of the knowledge test, for a room to think about: its options, then, on Reveal
 * answer, the spec's feedback on each correct option. Nothing is chosen, scored, kept or sent.
 */
export function QuestionScreen({ question, n, count, revealed, onReveal }: QuestionScreenProps) {
  const { t } = useLingui();
  return (
    <div className="present-question">
      <p className="present-question__count">
        <Trans>
          Question {n} of {count}
        </Trans>
      </p>
      <h2 className="present-question__title">{question.title}</h2>
      <ul className="present-question__options">
        {question.answers.map((answer) => {
          const shown = revealed && answer.correct;
          return (
            <li
              key={answer.label}
              className={shown ? 'present-question__option present-question__option--correct' : 'present-question__option'}
            >
              {answer.label}
              {shown && <span className="present-question__feedback">{t`This option was correct.`}</span>}
            </li>
          );
        })}
      </ul>
      {onReveal && !revealed && (
        <button type="button" className="present-question__reveal" onClick={onReveal}>
          <Trans>Reveal answer</Trans>
        </button>
      )}
    </div>
  );
}
