import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { logError } from '@/lib/log';
import type { Lang } from '@/content/types';
import { useSession } from '@/features/access';
import { useProgress } from '@/features/progress';
import type { BackupData } from './format';
import { ImportSummary } from './ImportSummary';
import { diffBackup, mergeBackup, type BackupDiff } from './merge';
import { IMPORT_ERRORS, type ImportError } from './messages';
import { readBackupFile, readBackupImage, type ReadResult } from './read-file';

type State =
  | { kind: 'idle' | 'reading' | 'saving' | 'applied' | 'unchanged' }
  | { kind: 'error'; error: Exclude<ImportError, 'onePersonFile'> }
  | { kind: 'review'; merged: BackupData; diff: BackupDiff };

/** Reads a backup file or QR picture, shows what would change, and merges only on confirmation. */
export function ImportPanel({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const { progress, completion, mergeAll } = useProgress();
  const { session, setLang } = useSession();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const fileId = useId();
  const imageId = useId();

  const onPick = (read: (file: File) => Promise<ReadResult>) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setState({ kind: 'reading' });
    // Whatever goes wrong while reading ends "Reading…" with a message: the fields never stay disabled.
    const result = await read(file).catch((error: unknown): ReadResult => {
      logError('read a backup', error);
      return { ok: false, error: 'unreadable' };
    });
    if (!result.ok) return setState({ kind: 'error', error: result.error });
    const local = { lang: session.lang, progress, completion };
    const merged = mergeBackup(local, result.data);
    const diff = diffBackup(local, merged);
    setState(diff.empty ? { kind: 'unchanged' } : { kind: 'review', merged, diff });
  };

  const apply = async (merged: BackupData) => {
    setState({ kind: 'saving' });
    // "Imported" only once it is stored: a learner who closes the page on that message keeps it.
    await mergeAll(merged.progress, merged.completion);
    if (merged.lang && !session.lang) await setLang(merged.lang);
    setState({ kind: 'applied' });
  };

  const busy = state.kind === 'reading' || state.kind === 'review' || state.kind === 'saving';
  return (
    <section className="backup-panel" aria-labelledby="import-heading">
      <h2 id="import-heading">
        <Trans>Bring progress to this device</Trans>
      </h2>
      <p>
        <Trans>Progress from the backup is added to what this device already has: nothing is lost.</Trans>
      </p>
      <div className="backup-import">
        <label htmlFor={fileId}>
          <Trans>Open a backup file</Trans>
        </label>
        <input id={fileId} type="file" accept="application/json,.json" onChange={onPick(readBackupFile)} disabled={busy} />
        <label htmlFor={imageId}>
          <Trans>Read a QR code image</Trans>
        </label>
        <input id={imageId} type="file" accept="image/*" onChange={onPick(readBackupImage)} disabled={busy} />
      </div>
      <div role="status" className="backup-status">
        {state.kind === 'reading' && <Trans>Reading the backup…</Trans>}
        {state.kind === 'saving' && <Trans>Adding the progress to this device…</Trans>}
        {state.kind === 'applied' && <Trans>Your progress was imported.</Trans>}
        {state.kind === 'unchanged' && <Trans>This device already has everything in this backup: nothing to change.</Trans>}
      </div>
      <div role="alert" className="form-error">
        {state.kind === 'error' && (
          <>
            {t(IMPORT_ERRORS[state.error])} <Trans>Nothing was changed.</Trans>
          </>
        )}
      </div>
      {state.kind === 'review' && (
        <ImportSummary
          lang={lang}
          diff={state.diff}
          onConfirm={() => void apply(state.merged)}
          onCancel={() => setState({ kind: 'idle' })}
        />
      )}
    </section>
  );
}
