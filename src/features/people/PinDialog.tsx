import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/FormDialog';
import { logError } from '@/lib/log';
import type { Person } from './people';
import { people } from './people-store';
import { hashPin, isPinFormat, setPin, waitLeft } from './pin';
import { FieldMessage, OutcomeMessage, outcomeOf, PIN_INPUT, WaitMessage, type Outcome } from './pin-messages';
import { readTries, tryPin } from './pin-tries';
import { useTick } from './use-tick';

interface Fields {
  current: string;
  pin: string;
}

interface Props {
  open: boolean;
  onClose(): void;
  person: Person;
  /** What was done, to announce: the PIN set, changed or removed. */
  onDone(message: string): void;
  now?: () => number;
}

/** The current PIN's check: wrong tries count as on the picker (five wait 30 s). */
function useCurrentPin(person: Person, now: () => number) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [tries, setTries] = useState(() => readTries(person.id));
  const seconds = Math.ceil(waitLeft(tries, now()) / 1000);
  useTick(seconds > 0);
  const check = async (current: string): Promise<boolean> => {
    if (!person.pin) return true;
    if (!isPinFormat(current)) {
      setOutcome({ kind: 'format' });
      return false;
    }
    const result = await tryPin({ ...person, pin: person.pin }, current, now);
    setTries(result.tries);
    setOutcome(result.right ? null : outcomeOf(result.tries, now()));
    return result.right;
  };
  const clear = useCallback(() => setOutcome(null), []);
  return { outcome, clear, seconds, check };
}

/**
 * The PIN of the person using the device: set one, or (after their current PIN) change or remove
 * it. An unattended tablet left on someone's progress must not let another change their PIN.
 */
export function PinDialog({ open, onClose, person, onDone, now = Date.now }: Props) {
  const { t } = useLingui();
  const id = useId();
  const { name } = person;
  const has = person.pin !== undefined;
  const current = useCurrentPin(person, now);
  const { register, handleSubmit, reset, formState } = useForm<Fields>({ defaultValues: { current: '', pin: '' } });
  const { errors } = formState;
  const [busy, setBusy] = useState(false);
  const { clear } = current;
  useEffect(() => {
    if (!open) return;
    reset({ current: '', pin: '' });
    clear();
  }, [open, reset, clear]);

  const save = handleSubmit(async ({ current: typed, pin }) => {
    setBusy(true);
    try {
      if (!(await current.check(typed))) return;
      await setPin(people, person.id, pin ? await hashPin(pin) : null);
      onClose();
      onDone(!pin ? t`The PIN for ${name} was removed.` : has ? t`The PIN for ${name} was changed.` : t`A PIN was set for ${name}.`);
    } catch (error) {
      logError('set a PIN', error);
    } finally {
      setBusy(false);
    }
  });

  const pinRule = (pin: string) => {
    if (pin === '') return has || t`Enter 4 digits for the PIN.`;
    return isPinFormat(pin) || t`A PIN is 4 digits.`;
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={<Trans>PIN for {name}</Trans>}
      description={<Trans>The PIN is asked before {name}’s progress shows. It stays on this device only.</Trans>}
      onSubmit={save}
      submitLabel={<Trans>Save</Trans>}
      busy={busy || current.seconds > 0}
    >
      {has && (
        <div className="people-field">
          <label htmlFor={`${id}-current`} className="dialog__label">
            <Trans>Current PIN</Trans>
          </label>
          <input
            id={`${id}-current`}
            {...PIN_INPUT}
            data-autofocus
            aria-invalid={current.outcome ? true : undefined}
            aria-describedby={current.outcome ? `${id}-current-error` : undefined}
            {...register('current', { onChange: current.clear })}
          />
          {current.outcome && (
            <p id={`${id}-current-error`} className="dialog__error" role="alert">
              <OutcomeMessage outcome={current.outcome} />
            </p>
          )}
          {current.seconds > 0 && <WaitMessage seconds={current.seconds} />}
        </div>
      )}
      <div className="people-field">
        <label htmlFor={`${id}-pin`} className="dialog__label">
          {has ? <Trans>New PIN (4 digits)</Trans> : <Trans>PIN (4 digits)</Trans>}
        </label>
        {has && (
          <p id={`${id}-pin-hint`} className="dialog__count">
            <Trans>Leave it empty to remove the PIN.</Trans>
          </p>
        )}
        <input
          id={`${id}-pin`}
          {...PIN_INPUT}
          data-autofocus={has ? undefined : true}
          aria-invalid={errors.pin ? true : undefined}
          aria-describedby={[errors.pin ? `${id}-pin-error` : '', has ? `${id}-pin-hint` : ''].join(' ').trim() || undefined}
          {...register('pin', { validate: pinRule })}
        />
        <FieldMessage id={`${id}-pin-error`} error={errors.pin} />
      </div>
    </FormDialog>
  );
}
