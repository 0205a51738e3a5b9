import type { OptionFeedback } from './scoring';

/** Tick for correct options, cross for incorrect ones; the text beside it carries the meaning. */
export function OptionFeedbackIcon({ kind }: { kind: OptionFeedback }) {
  const correct = kind === 'correct' || kind === 'correctWellDone' || kind === 'correctMissed';
  return (
    <svg className="option__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      {correct ? (
        <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path d="M6.5 6.5l7 7m0-7-7 7" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}
