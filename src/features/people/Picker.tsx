import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '@/components/use-document-title';
import { MODULE_COUNT } from '@/features/progress';
import { AddPersonDialog } from './AddPersonDialog';
import { looking } from './looking';
import { initials, type Person } from './people';
import { people } from './people-store';
import { PinStep } from './PinStep';
import { RemovePersonDialog } from './RemovePersonDialog';
import { useFinished } from './use-finished';
import { usePeople } from './use-people';

/** One person's button: badge, name and how far they are (all of it the button's name). */
function PersonButton({ person, finished, onChoose }: { person: Person; finished: number | undefined; onChoose(): void }) {
  return (
    <button type="button" className="people-picker__person" onClick={onChoose}>
      <span className="people-badge" aria-hidden="true">
        {initials(person.name)}
      </span>
      <span className="people-picker__name">{person.name}</span>
      <span className="people-picker__progress">
        {finished === undefined ? null : (
          <Trans>
            {finished} of {MODULE_COUNT} modules finished
          </Trans>
        )}
      </span>
    </button>
  );
}

function PersonRow({ person, finished, onChoose, onRemove }: Parameters<typeof PersonButton>[0] & { onRemove(): void }) {
  const { name } = person;
  return (
    <li className="people-picker__row">
      <PersonButton person={person} finished={finished} onChoose={onChoose} />
      <button type="button" className="button button--small people-picker__remove" onClick={onRemove}>
        <Trans>Remove {name}</Trans>
      </button>
    </li>
  );
}

/**
 * "Who is using the toolkit?": a button per person (a PIN asked first when they have one),
 * "Add a person" and "Just looking". Each person can be removed from here, with a backup offered.
 */
export function Picker() {
  const { t } = useLingui();
  useDocumentTitle(t`Who is using the toolkit?`);
  const { everyone } = usePeople();
  const finished = useFinished(everyone);
  const [pinFor, setPinFor] = useState<Person | null>(null);
  const [removing, setRemoving] = useState<Person | null>(null);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // On show, and back from the PIN step: the heading says where the reader is.
  useEffect(() => {
    if (!pinFor) heading.current?.focus();
  }, [pinFor]);

  if (pinFor) return <PinStep person={pinFor} onBack={() => setPinFor(null)} />;
  const choose = (person: Person) => (person.pin ? setPinFor(person) : void people.switchTo(person.id));
  return (
    <section className="people-picker" aria-labelledby="people-picker-heading">
      <h1 id="people-picker-heading" ref={heading} tabIndex={-1}>
        <Trans>Who is using the toolkit?</Trans>
      </h1>
      <ul className="people-picker__list">
        {everyone.map((person) => (
          <PersonRow
            key={person.id}
            person={person}
            finished={finished[person.id]}
            onChoose={() => choose(person)}
            onRemove={() => setRemoving(person)}
          />
        ))}
      </ul>
      <div className="people-picker__actions">
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          <Trans>Add a person</Trans>
        </button>
        <button type="button" className="button" onClick={() => looking.set(true)}>
          <Trans>Just looking</Trans>
        </button>
      </div>
      <p className="people-picker__note">
        <Trans>Just looking: browse and present; nothing you do is recorded.</Trans>
      </p>
      <p role="status" className="people-status">
        {status}
      </p>
      <AddPersonDialog open={adding} onClose={() => setAdding(false)} onAdded={({ name }) => setStatus(t`${name} was added.`)} />
      <RemovePersonDialog
        person={removing}
        onClose={() => setRemoving(null)}
        onRemoved={({ name }) => setStatus(t`${name} was removed from this device.`)}
      />
    </section>
  );
}
