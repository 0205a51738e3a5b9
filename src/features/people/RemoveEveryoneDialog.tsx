import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/FormDialog';
import { LANGS } from '@/config/domain';
import { logError } from '@/lib/log';
import { packActions, packKey, PACK_SCOPES } from '@/features/packs';
import { idleSetting } from './idle-setting';
import { people } from './people-store';

/** Every pack of every language, each language's "all" last: its files go even where another pack kept them. */
async function clearPacks(): Promise<void> {
  for (const lang of LANGS) {
    for (const scope of PACK_SCOPES)
      await packActions.clear(packKey(lang, scope)).catch((error: unknown) => logError('clear a pack', error));
  }
}

/**
 * "Remove everyone's data from this device": every person and their progress; the service code
 * stays, and the offline packs unless asked. The device is then as a fresh install.
 */
export function RemoveEveryoneDialog({ open, onClose, onDone }: { open: boolean; onClose(): void; onDone(): void }) {
  const id = useId();
  const { register, handleSubmit, reset } = useForm<{ packs: boolean }>({ defaultValues: { packs: false } });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) reset({ packs: false });
  }, [open, reset]);
  const remove = handleSubmit(async ({ packs }) => {
    setBusy(true);
    try {
      await people.removeEveryone();
      // The device's own people settings go too: as a fresh install.
      idleSetting.set(0);
      if (packs) await clearPacks();
      onClose();
      onDone();
    } catch (error) {
      logError('remove everyone', error);
    } finally {
      setBusy(false);
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={<Trans>Remove everyone’s data from this device?</Trans>}
      description={
        <Trans>Every person and all their progress on this device are deleted. This cannot be undone. The service code stays.</Trans>
      }
      onSubmit={remove}
      submitLabel={<Trans>Remove everyone’s data</Trans>}
      busy={busy}
    >
      <div className="people-check">
        <input id={`${id}-packs`} type="checkbox" data-autofocus {...register('packs')} />
        <label htmlFor={`${id}-packs`}>
          <Trans>Also remove the offline packs</Trans>
        </label>
      </div>
    </FormDialog>
  );
}
