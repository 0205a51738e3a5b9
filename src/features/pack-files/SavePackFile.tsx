import { Trans, useLingui } from '@lingui/react/macro';
import { use, useState } from 'react';
import { ProgressBar } from '@/components/ProgressBar';
import type { Lang } from '@/content/types';
import { useFormatBytes, usePackTitle } from '@/features/offline';
import { usePack, type PackScope } from '@/features/packs';
import { loadPackFilesMessages } from './messages';
import { canShareFiles } from './save-file';
import { usePackSave, type SaveState } from './use-pack-save';
import './pack-files.css';

function SaveStatus({ state, name }: { state: SaveState; name: string }) {
  const { t } = useLingui();
  const format = useFormatBytes();
  switch (state.kind) {
    case 'saving': {
      const percent = state.total > 0 ? Math.min(100, Math.floor((state.written / state.total) * 100)) : 0;
      const written = format(state.written);
      return (
        <>
          <p role="status">
            <Trans>Saving {name}…</Trans> {written}
          </p>
          <ProgressBar className="pack-progress__track" value={percent} label={t`Saving ${name}`} />
        </>
      );
    }
    case 'saved':
      return (
        <p role="status">
          <Trans>Saved as {name}. Carry this file to another device and add it on its offline page.</Trans>
        </p>
      );
    case 'shared':
      return (
        <p role="status">
          <Trans>{name} was shared.</Trans>
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="form-error">
          <Trans>The pack file could not be saved. Check the space on the drive you chose, then try again.</Trans>
        </p>
      );
    default:
      return null;
  }
}

/** "Save as a file" (and "Share…" where the browser can share files) on a pack this device holds whole. */
function SaveControls({ lang, scope }: { lang: Lang; scope: PackScope }) {
  const { t } = useLingui();
  const title = usePackTitle(scope);
  const { state, name, save, share, shareReady, cancel } = usePackSave(lang, scope);
  const [sharing] = useState(canShareFiles);
  const busy = state.kind === 'saving';
  return (
    <div className="pack-file-save">
      <button type="button" className="button" onClick={save} disabled={busy} aria-label={t`Save as a file: ${title}`}>
        <Trans>Save as a file</Trans>
      </button>
      {sharing && (
        <button type="button" className="button" onClick={share} disabled={busy} aria-label={t`Share as a file: ${title}`}>
          <Trans>Share…</Trans>
        </button>
      )}
      {state.kind === 'shareReady' && (
        <button type="button" className="button button--primary" onClick={() => shareReady(state.file)}>
          <Trans>Share the file now</Trans>
        </button>
      )}
      {busy && (
        <button type="button" className="button" onClick={cancel}>
          <Trans>Cancel saving</Trans>
        </button>
      )}
      <SaveStatus state={state} name={name} />
    </div>
  );
}

/** Shown on a pack's card only once the whole pack is on this device: a file holds a whole pack. */
export function SavePackFile({ lang, scope }: { lang: Lang; scope: PackScope }) {
  const { i18n } = useLingui();
  use(loadPackFilesMessages(i18n, lang));
  const view = usePack(lang, scope);
  if (!view?.complete) return null;
  return <SaveControls lang={lang} scope={scope} />;
}
