import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/FormDialog';
import { logError } from '@/lib/log';
import { listPeople, type Person } from './people';
import { people } from './people-store';
import { hashPin, isPinFormat, setPin } from './pin';
import { FieldMessage, PIN_INPUT } from './pin-messages';
import { addPerson } from './add-person';

/** A name is at most this long (the picker's buttons and the certificate stay readable). */
export const NAME_MAX = 40;

interface Fields {
  first: string;
  name: string;
  pin: string;
}

interface Props {
  open: boolean;
  onClose(): void;
  onAdded(person: Person): void;
}

/** The checks of a name (trimmed, 1 to 40 characters, no one else's); each failure's message. */
function useNameRules(taken: string[]) {
  const { t } = useLingui();
  const max = NAME_MAX;
  return (value: string): string | true => {
    const name = value.trim();
    if (!name) return t`Enter a name.`;
    if ([...name].length > NAME_MAX) return t`A name can have at most ${max} characters.`;
    if (taken.includes(name.toLocaleLowerCase())) return t`Someone on this device already has this name.`;
    return true;
  };
}

/**
 * "Add a person": their name and an optional PIN. On a device with nobody named yet, the name
 * of whoever has used it until now too: the progress it holds stays theirs. Whoever uses the
 * device now stays chosen.
 */
export function AddPersonDialog({ open, onClose, onAdded }: Props) {
  const { t } = useLingui();
  const id = useId();
  const everyone = listPeople(people.store.getSnapshot());
  const firstTime = everyone.length === 0;
  const nameRule = useNameRules(everyone.map((p) => p.name.toLocaleLowerCase()));
  const { register, handleSubmit, reset, getValues, formState } = useForm<Fields>({ defaultValues: { first: '', name: '', pin: '' } });
  const { errors } = formState;
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) reset({ first: '', name: '', pin: '' });
  }, [open, reset]);

  const add = handleSubmit(async ({ first, name, pin }) => {
    setBusy(true);
    try {
      const person = await addPerson(people, name.trim(), firstTime ? first.trim() : undefined);
      if (pin) await setPin(people, person.id, await hashPin(pin));
      onClose();
      onAdded(person);
    } catch (error) {
      logError('add a person', error);
    } finally {
      setBusy(false);
    }
  });

  const described = (field: keyof Fields, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : '', extra ?? ''].join(' ').trim() || undefined;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={<Trans>Add a person</Trans>}
      description={<Trans>Each person on this device keeps their own progress. Names stay on this device only.</Trans>}
      onSubmit={add}
      submitLabel={<Trans>Add</Trans>}
      busy={busy}
    >
      {firstTime && (
        <div className="people-field">
          <label htmlFor={`${id}-first`} className="dialog__label">
            <Trans>Name of the person who has been using this device</Trans>
          </label>
          <p id={`${id}-first-hint`} className="dialog__count">
            <Trans>The progress already on this device stays theirs.</Trans>
          </p>
          <input
            id={`${id}-first`}
            className="dialog__input"
            type="text"
            autoComplete="off"
            data-autofocus
            aria-invalid={errors.first ? true : undefined}
            aria-describedby={described('first', `${id}-first-hint`)}
            {...register('first', { validate: nameRule })}
          />
          <FieldMessage id={`${id}-first-error`} error={errors.first} />
        </div>
      )}
      <div className="people-field">
        <label htmlFor={`${id}-name`} className="dialog__label">
          {firstTime ? <Trans>Name of the new person</Trans> : <Trans>Name</Trans>}
        </label>
        <input
          id={`${id}-name`}
          className="dialog__input"
          type="text"
          autoComplete="off"
          data-autofocus={firstTime ? undefined : true}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          {...register('name', {
            validate: (value) => {
              const rule = nameRule(value);
              if (rule !== true) return rule;
              return (
                !firstTime ||
                value.trim().toLocaleLowerCase() !== getValues('first').trim().toLocaleLowerCase() ||
                t`Someone on this device already has this name.`
              );
            },
          })}
        />
        <FieldMessage id={`${id}-name-error`} error={errors.name} />
      </div>
      <div className="people-field">
        <label htmlFor={`${id}-pin`} className="dialog__label">
          <Trans>PIN (optional, 4 digits)</Trans>
        </label>
        <p id={`${id}-pin-hint`} className="dialog__count">
          <Trans>Asked before their progress shows. Leave it empty for none.</Trans>
        </p>
        <input
          id={`${id}-pin`}
          {...PIN_INPUT}
          aria-invalid={errors.pin ? true : undefined}
          aria-describedby={described('pin', `${id}-pin-hint`)}
          {...register('pin', { validate: (pin) => pin === '' || isPinFormat(pin) || t`A PIN is 4 digits.` })}
        />
        <FieldMessage id={`${id}-pin-error`} error={errors.pin} />
      </div>
    </FormDialog>
  );
}
