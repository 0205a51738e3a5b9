import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { ModuleText } from '@/content/types';
import type { Step } from './steps';

export interface StepNotesProps {
  text: ModuleText;
  step: Step;
}

/** A heading and the list it names. */
function NotesList({ heading, items }: { heading: ReactNode; items: readonly string[] }) {
  const id = useId();
  return (
    <>
      <h2 id={id} className="present-notes__heading">
        {heading}
      </h2>
      <ul aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * What the presenter reads, as plain text: a slide's key points and narration script, or a
 * question's correct answer (the room does not see it until Reveal answer).
 */
export function StepNotes({ text, step }: StepNotesProps) {
  if (step.kind === 'question') {
    const right = text.questions[step.index].answers.filter((a) => a.correct).map((a) => a.label);
    return (
      <div className="present-notes">
        <NotesList heading={<Trans>Correct answer</Trans>} items={right} />
      </div>
    );
  }
  const slide = text.slides[step.index];
  return (
    <div className="present-notes">
      <NotesList heading={<Trans>Key points</Trans>} items={slide.points} />
      <h2 className="present-notes__heading">
        <Trans>Script</Trans>
      </h2>
      <p className="present-notes__script">{slide.script}</p>
    </div>
  );
}
