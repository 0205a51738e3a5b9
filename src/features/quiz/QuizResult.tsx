import { Trans } from '@lingui/react/macro';
import { Confetti } from './Confetti';
import { QuizHeading } from './QuizHeading';

interface Props {
  score: number;
  total: number;
  passed: boolean;
  onTryAgain(): void;
  onReturnToSummary(): void;
}

export function QuizResult({ score, total, passed, onTryAgain, onReturnToSummary }: Props) {
  return (
    <div className="quiz-result" data-passed={passed || undefined}>
      {passed && <Confetti />}
      <QuizHeading focusOnMount>
        <Trans>
          Your score: {score}/{total}
        </Trans>
      </QuizHeading>
      {passed ? (
        <p className="quiz-result__message quiz-result__message--pass">
          <Trans>Well done! You passed the knowledge test.</Trans>
        </p>
      ) : (
        <p className="quiz-result__message">
          <Trans>You did not pass the knowledge test this time...</Trans>{' '}
          <Trans>You need all three answers correct. Review the slides if you like, then try again.</Trans>
        </p>
      )}
      <div className="quiz__footer">
        {!passed && (
          <button type="button" className="button button--primary" onClick={onTryAgain}>
            <Trans>Try Again</Trans>
          </button>
        )}
        <button type="button" className="button" onClick={onReturnToSummary}>
          <Trans>Return to Summary</Trans>
        </button>
      </div>
    </div>
  );
}
