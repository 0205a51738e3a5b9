import { Plural, Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ModuleStage } from '@/lib/paths';
import type { FullModuleId } from '@/content/types';
import { config } from '@/lib/config';
import { logError } from '@/lib/log';
import { buildFeedbackPayload, FEEDBACK_MAX_LENGTH } from './feedback-payload';
import { sendFeedback } from './send-feedback';
import { FormDialog } from '@/components/FormDialog';

interface Props {
  open: boolean;
  onClose(): void;
  stage: ModuleStage;
  fullModuleId: FullModuleId;
  /** Current slide, 0-based (sent 1-based). */
  slideIndex: number;
}

type Outcome = 'sent' | 'queued' | 'error' | null;

/** Feedback dialog (spec §4): empty text sends nothing; messages clear on editing. */
export function FeedbackDialog({ open, onClose, stage, fullModuleId, slideIndex }: Props) {
  const id = useId();
  const { register, handleSubmit, reset, control, formState } = useForm<{ feedback: string }>({ defaultValues: { feedback: '' } });
  const length = useWatch({ control, name: 'feedback' }).trim().length;
  const over = length > FEEDBACK_MAX_LENGTH;
  const { isSubmitted } = formState;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const email = config.contactEmail;

  const send = handleSubmit(async ({ feedback }) => {
    const payload = buildFeedbackPayload(stage, fullModuleId, slideIndex, feedback);
    if (!payload || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await sendFeedback(payload));
      reset({ feedback: '' });
    } catch (error) {
      logError('feedback', error);
      setOutcome('error');
    } finally {
      setBusy(false);
    }
  });

  const close = () => {
    setOutcome(null);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={<Trans>Give feedback</Trans>}
      description={<Trans>Tell us what worked well or what could be better on this part of the module.</Trans>}
      onSubmit={send}
      submitLabel={<Trans>Send</Trans>}
      busy={busy}
    >
      <label htmlFor={`${id}-text`} className="dialog__label">
        <Trans>Your feedback</Trans>
      </label>
      <textarea
        id={`${id}-text`}
        className="dialog__input dialog__textarea"
        rows={5}
        data-autofocus
        aria-describedby={`${id}-count`}
        aria-invalid={over || undefined}
        {...register('feedback', {
          onChange: () => setOutcome(null),
          // Not the maxLength attribute: it would cut a pasted text silently. The text stays whole
          // and the learner shortens it.
          validate: (text) => text.trim().length <= FEEDBACK_MAX_LENGTH,
        })}
      />
      <p id={`${id}-count`} className={over ? 'dialog__count dialog__count--over' : 'dialog__count'}>
        <Trans>
          {length} of {FEEDBACK_MAX_LENGTH} characters
        </Trans>
      </p>
      {over && isSubmitted && (
        <p className="dialog__error" role="alert">
          <Plural
            value={length - FEEDBACK_MAX_LENGTH}
            one="Your feedback is # character too long. Shorten it to send it: nothing was sent."
            other="Your feedback is # characters too long. Shorten it to send it: nothing was sent."
          />
        </p>
      )}
      <div className="dialog__messages" aria-live="polite">
        {outcome === 'sent' && (
          <p className="dialog__success">
            <Trans>Your feedback has been received. Thank you!</Trans>
          </p>
        )}
        {outcome === 'queued' && (
          <p className="dialog__queued">
            <Trans>You are offline. Your feedback is saved and will be sent when you are back online.</Trans>
          </p>
        )}
      </div>
      {outcome === 'error' && (
        <p className="dialog__error" role="alert">
          <Trans>
            An error occurred while sending your feedback. Please contact <a href={`mailto:${email}`}>{email}</a>.
          </Trans>
        </p>
      )}
    </FormDialog>
  );
}
