import { Trans, useLingui } from '@lingui/react/macro';
import { use, useCallback, useId, type ChangeEvent } from 'react';
import { ProgressBar } from '@/components/ProgressBar';
import type { Lang } from '@/content/types';
import { useFormatBytes } from '@/features/offline';
import { ImportResultText } from './ImportResultText';
import { loadPackFilesMessages } from './messages';
import { useFileDrop } from './use-file-drop';
import { usePackImport, type ImportState } from './use-pack-import';
import './pack-files.css';

function ImportProgressView({ state }: { state: Extract<ImportState, { kind: 'running' }> }) {
  const { t } = useLingui();
  const format = useFormatBytes();
  const p = state.progress;
  const percent = p && p.bytesTotal > 0 ? Math.min(100, Math.floor((p.bytesDone / p.bytesTotal) * 100)) : 0;
  const name = state.fileName;
  const label = p?.phase === 'adding' ? t`Adding the files to this device` : t`Checking ${name}`;
  const done = format(p?.bytesDone ?? 0);
  const total = format(p?.bytesTotal ?? 0);
  return (
    <div className="pack-files__progress">
      <p role="status">{label}…</p>
      <ProgressBar
        className="pack-progress__track"
        value={percent}
        label={label}
        valueText={`${percent}% — ${done} / ${total}`}
        data-phase={p?.phase}
      />
      <p className="pack-progress__text">
        {percent}% — {done} / {total}
      </p>
    </div>
  );
}

/**
 * "Add a pack from a file" on the offline page: a file picker, and a file dropped anywhere on
 * the page. The file is checked whole before anything is stored (import-pack.ts).
 */
export function PackFilesPanel({ lang }: { lang: Lang }) {
  const { i18n } = useLingui();
  use(loadPackFilesMessages(i18n, lang));
  const inputId = useId();
  const { state, start, cancel } = usePackImport();
  const running = state.kind === 'running';
  const onFile = useCallback((file: File) => void start(file), [start]);
  const dragging = useFileDrop(onFile, !running);
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className={dragging ? 'pack-files pack-files--dragging' : 'pack-files'}>
      <p>
        <Trans>
          No connection on this device? On one that has a pack, save it as a file; carry the file (a USB drive, a shared folder, AirDrop,
          Nearby Share) and add it here. Every file in it is checked against this app’s content before it is kept.
        </Trans>
      </p>
      <div className="pack-files__pick">
        <label htmlFor={inputId} className="pack-files__label">
          <Trans>Add a pack from a file</Trans>
        </label>
        <input id={inputId} type="file" accept=".zip,application/zip" onChange={onPick} disabled={running} />
        <p className="pack-files__hint">
          {dragging ? <Trans>Drop the pack file to add it.</Trans> : <Trans>Or drop the pack file onto this page.</Trans>}
        </p>
      </div>
      {running && (
        <>
          <ImportProgressView state={state} />
          <button type="button" className="button" onClick={cancel}>
            <Trans>Cancel adding the pack</Trans>
          </button>
        </>
      )}
      {state.kind === 'finished' && <ImportResultText result={state.result} />}
    </div>
  );
}
