import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { useStore } from '@/lib/store';
import { IDLE_CHOICES, idleSetting, type IdleMinutes } from './idle-setting';
import type { Person } from './people';
import { LazyAddPersonDialog } from './PeopleMenu';
import { usePeople } from './use-people';

const LazyRemoveEveryone = lazyDialog(() => import('./RemoveEveryoneDialog').then((m) => m.RemoveEveryoneDialog));

function IdleChoice() {
  const { t } = useLingui();
  const id = useId();
  const minutes = useStore(idleSetting);
  const label = (m: IdleMinutes) => (m === 0 ? t`Never` : t`After ${m} minutes without use`);
  const choose = (event: ChangeEvent<HTMLSelectElement>) => idleSetting.set(Number(event.target.value) as IdleMinutes);
  return (
    <div className="people-field">
      <label htmlFor={id} className="dialog__label">
        <Trans>Return to “Who is using the toolkit?”</Trans>
      </label>
      <select id={id} className="people-select" value={minutes} onChange={choose}>
        {IDLE_CHOICES.map((m) => (
          <option key={m} value={m}>
            {label(m)}
          </option>
        ))}
      </select>
    </div>
  );
}

function PersonItem({ person, active }: { person: Person; active: boolean }) {
  const { name } = person;
  return <li>{active ? <Trans>{name} (using the toolkit now)</Trans> : name}</li>;
}

/**
 * "People on this device" on the progress page: who is on it, Add a person, the idle timeout,
 * and "Remove everyone's data from this device".
 */
export function PeopleSection() {
  const { t } = useLingui();
  const { everyone, active } = usePeople();
  const [dialog, setDialog] = useState<'add' | 'remove' | null>(null);
  const [status, setStatus] = useState('');
  const close = () => setDialog(null);
  return (
    <section id="people" className="backup-panel people-section" aria-labelledby="people-heading">
      <h2 id="people-heading">
        <Trans>People on this device</Trans>
      </h2>
      <p>
        <Trans>On a shared tablet, each person keeps their own progress. Names and progress stay on this device: nothing is sent.</Trans>
      </p>
      {everyone.length > 0 && (
        <ul className="people-section__list">
          {everyone.map((person) => (
            <PersonItem key={person.id} person={person} active={person.id === active?.id} />
          ))}
        </ul>
      )}
      <div className="backup-panel__actions">
        <button type="button" className="button button--primary" onClick={() => setDialog('add')}>
          <Trans>Add a person</Trans>
        </button>
      </div>
      <IdleChoice />
      <div className="backup-panel__actions">
        <button type="button" className="button button--danger" onClick={() => setDialog('remove')}>
          <Trans>Remove everyone’s data from this device</Trans>
        </button>
      </div>
      <p role="status" className="people-status">
        {status}
      </p>
      <LazyAddPersonDialog open={dialog === 'add'} onClose={close} onAdded={({ name }) => setStatus(t`${name} was added.`)} />
      <LazyRemoveEveryone
        open={dialog === 'remove'}
        onClose={close}
        onDone={() => setStatus(t`Everyone’s data was removed from this device.`)}
      />
    </section>
  );
}
