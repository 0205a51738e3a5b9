import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import '@/components/form-dialog.css';
import { logError } from '@/lib/log';
import { sessionStore } from '@/features/access';
import { saveBackupFile } from '@/features/backup';
import type { Person } from './people';
import { people } from './people-store';
import { readPersonProgress } from './person-progress';

/** Their backup file, read from their own stored copy while someone else (or nobody) uses the device. */
async function saveBackupOf(person: Person): Promise<void> {
  const { progress, completion } = await readPersonProgress(person.scope);
  await saveBackupFile({ lang: sessionStore.getSnapshot().lang, progress, completion });
}

interface Props {
  /** Whom to remove; null: closed. */
  person: Person | null;
  onClose(): void;
  onRemoved(person: Person): void;
}

/** "Remove {name}?": their backup offered first, then Remove or Cancel. */
export function RemovePersonDialog({ person, onClose, onRemoved }: Props) {
  const [busy, setBusy] = useState(false);
  const name = person?.name ?? '';
  const remove = async () => {
    if (!person) return;
    setBusy(true);
    try {
      await people.remove(person.id);
      onClose();
      onRemoved(person);
    } catch (error) {
      logError('remove a person', error);
    } finally {
      setBusy(false);
    }
  };
  const save = () => person && void saveBackupOf(person).catch((error: unknown) => logError('backup of a person', error));
  return (
    <Dialog open={person !== null} onClose={onClose} className="dialog">
      <DialogBackdrop className="dialog__backdrop" />
      <div className="dialog__container">
        <DialogPanel className="dialog__panel">
          <DialogTitle className="dialog__title">
            <Trans>Remove {name}?</Trans>
          </DialogTitle>
          <Description className="dialog__description">
            <Trans>Their progress on this device is deleted. This cannot be undone.</Trans>
          </Description>
          <p>
            <button type="button" className="button" onClick={save} data-autofocus>
              <Trans>Save {name}’s backup</Trans>
            </button>
          </p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
            <button type="button" className="button button--danger" onClick={() => void remove()} disabled={busy}>
              <Trans>Remove</Trans>
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
