import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Person, PinHash } from './people';
import { people } from './people-store';
import { afterTry, isPinFormat, MAX_TRIES, pinMatches, WAIT_MS, waitLeft, type Tries } from './pin';
import { readTries, writeTries } from './pin-tries';
import { useTick } from './use-tick';

/** The polite countdown speaks every this many seconds (each second would drown the reader). */
const SAY_EVERY_S = 10;

type Outcome = { kind: 'wrong'; left: number } | { kind: 'format' } | { kind: 'locked' } | null;

function WaitText({ seconds }: { seconds: number }) {
  return (
    <Plural value={seconds} one="Too many wrong tries. Try again in # second." other="Too many wrong tries. Try again in # seconds." />
  );
}

function WaitMessage({ seconds }: { seconds: number }) {
  // What is announced moves in steps; what is shown counts every second.
  const said = Math.ceil(seconds / SAY_EVERY_S) * SAY_EVERY_S;
  return (
    <>
      <p className="people-pin__wait" aria-hidden="true">
        <WaitText seconds={seconds} />
      </p>
      <p className="visually-hidden" role="status">
        {seconds > 0 && <WaitText seconds={said} />}
      </p>
    </>
  );
}

function OutcomeMessage({ outcome }: { outcome: NonNullable<Outcome> }) {
  if (outcome.kind === 'format') return <Trans>Enter the 4 digits of the PIN.</Trans>;
  if (outcome.kind === 'locked') {
    const [tries, seconds] = [MAX_TRIES, WAIT_MS / 1000];
    return (
      <Trans>
        Wrong PIN. That was {tries} wrong tries: wait {seconds} seconds before the next one.
      </Trans>
    );
  }
  const { left } = outcome;
  return <Plural value={left} one="Wrong PIN. # try left." other="Wrong PIN. # tries left." />;
}

/** Checks a PIN against the stored tries (another tab's count too); the tries after it. */
async function tryPin(person: Person & { pin: PinHash }, pin: string, now: () => number): Promise<{ right: boolean; tries: Tries }> {
  const stored = readTries(person.id);
  if (waitLeft(stored, now()) > 0) return { right: false, tries: stored };
  const right = await pinMatches(pin, person.pin);
  const tries = afterTry(stored, right, now());
  writeTries(person.id, tries);
  return { right, tries };
}

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
    setOutcome(waitLeft(result.tries, now()) > 0 ? { kind: 'locked' } : { kind: 'wrong', left: MAX_TRIES - result.tries.wrong });
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
          className="dialog__input people-pin__input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
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
