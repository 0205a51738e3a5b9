import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Person } from './people';
import { people } from './people-store';
import { isPinFormat, waitLeft } from './pin';
import { OutcomeMessage, outcomeOf, PIN_INPUT, WaitMessage, type Outcome } from './pin-messages';
import { readTries, tryPin } from './pin-tries';
import { useTick } from './use-tick';

/**
 * A person's PIN before their progress shows: a labelled 4-digit field, Continue and Back. Wrong
 * PINs are announced with the tries left; the fifth in a row waits 30 s, kept on the device.
 */
export function PinStep({ person, onBack, now = Date.now }: { person: Person; onBack(): void; now?: () => number }) {
  const id = useId();
  const { name } = person;
  const [tries, setTries] = useState(() => readTries(person.id));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const seconds = Math.ceil(waitLeft(tries, now()) / 1000);
  const waiting = seconds > 0;
  useTick(waiting);
  const { register, handleSubmit, setFocus, reset } = useForm<{ pin: string }>({ defaultValues: { pin: '' } });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = handleSubmit(async ({ pin }) => {
    if (!person.pin || busy) return;
    if (!isPinFormat(pin)) return setOutcome({ kind: 'format' });
    setBusy(true);
    const result = await tryPin({ ...person, pin: person.pin }, pin, now);
    setBusy(false);
    setTries(result.tries);
    if (result.right) return void people.switchTo(person.id);
    reset({ pin: '' });
    setOutcome(outcomeOf(result.tries, now()));
    setFocus('pin');
  });

  return (
    <section className="people-picker people-pin" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        <Trans>Who is using the toolkit?</Trans>
      </h1>
      <form onSubmit={submit} noValidate className="people-pin__form">
        <label htmlFor={`${id}-pin`} className="dialog__label">
          <Trans>PIN for {name}</Trans>
        </label>
        <input
          id={`${id}-pin`}
          {...PIN_INPUT}
          aria-describedby={outcome ? `${id}-error` : undefined}
          aria-invalid={outcome ? true : undefined}
          {...register('pin', { onChange: () => setOutcome(null) })}
        />
        {outcome && (
          <p id={`${id}-error`} className="dialog__error" role="alert">
            <OutcomeMessage outcome={outcome} />
          </p>
        )}
        {waiting && <WaitMessage seconds={seconds} />}
        <div className="people-picker__actions">
          <button type="submit" className="button button--primary" disabled={busy || seconds > 0}>
            <Trans>Continue</Trans>
          </button>
          <button type="button" className="button" onClick={onBack}>
            <Trans>Back</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
