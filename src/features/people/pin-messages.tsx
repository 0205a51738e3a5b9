import { Plural, Trans } from '@lingui/react/macro';
import type { FieldError } from 'react-hook-form';
import { MAX_TRIES, WAIT_MS, waitLeft, type Tries } from './pin';

/** Every PIN field's own attributes: four digits, hidden, the numeric keyboard, never filled in by the browser. */
export const PIN_INPUT = {
  className: 'dialog__input people-pin__input',
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: 4,
} as const;

/** A form field's error, announced as it appears. */
export function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="dialog__error" role="alert">
      {error.message}
    </p>
  );
}

/** The polite countdown speaks every this many seconds (each second would drown the reader). */
const SAY_EVERY_S = 10;

export type Outcome = { kind: 'wrong'; left: number } | { kind: 'format' } | { kind: 'locked' } | null;

function WaitText({ seconds }: { seconds: number }) {
  return (
    <Plural value={seconds} one="Too many wrong tries. Try again in # second." other="Too many wrong tries. Try again in # seconds." />
  );
}

export function WaitMessage({ seconds }: { seconds: number }) {
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

export function OutcomeMessage({ outcome }: { outcome: NonNullable<Outcome> }) {
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

/** What a wrong PIN tells: the tries left, or the wait its count started. */
export function outcomeOf(tries: Tries, now: number): Outcome {
  return waitLeft(tries, now) > 0 ? { kind: 'locked' } : { kind: 'wrong', left: MAX_TRIES - tries.wrong };
}
