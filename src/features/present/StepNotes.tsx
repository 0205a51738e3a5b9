import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { ModuleText } from '../../content/types';
import type { Step } from './steps';

export interface StepNotesProps {
  text: ModuleText;
  step: Step;
}

/**
 * What the presenter reads, as plain text: a slide's key points and narration script, or a
 * question's correct answer (the room does not see it until Reveal answer).
 */
export function StepNotes({ text, step }: StepNotesProps) {
  const id = useId();
  if (step.kind === 'question') {
    const right = text.questions[step.index].answers.filter((a) => a.correct);
    return (
      <div className="present-notes">
        <h2 id={id} className="present-notes__heading">
          <Trans>Correct answer</Trans>
        </h2>
        <ul aria-labelledby={id}>
          {right.map((answer) => (
            <li key={answer.label}>{answer.label}</li>
          ))}
        </ul>
      </div>
    );
  }
  const slide = text.slides[step.index];
  return (
    <div className="present-notes">
      <h2 id={id} className="present-notes__heading">
        <Trans>Key points</Trans>
      </h2>
      <ul aria-labelledby={id}>
        {slide.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <h2 className="present-notes__heading">
        <Trans>Script</Trans>
      </h2>
      <p className="present-notes__script">{slide.script}</p>
    </div>
  );
}
