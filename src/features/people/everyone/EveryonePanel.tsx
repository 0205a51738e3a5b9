import { Trans, useLingui } from '@lingui/react/macro';
import { use, useId, useState, type ChangeEvent } from 'react';
import type { Lang } from '@/content/types';
import { saveBlob } from '@/lib/download';
import { logError } from '@/lib/log';
import { sessionStore } from '@/features/access';
import { IMPORT_ERRORS, readEveryoneFile, serialiseEveryone, type EveryoneBackup, type ImportError } from '@/features/backup';
import { todayIso } from '@/features/progress';
import { applyEveryone, everyoneBackup, everyoneDeps, planEveryone, type PlannedPerson } from '../everyone-backup';
import { people } from '../people-store';
import { usePeople } from '../use-people';
import { loadEveryoneMessages } from './messages';

type State =
  | { kind: 'idle' | 'reading' | 'saving' }
  | { kind: 'review'; file: EveryoneBackup; plan: PlannedPerson[] }
  | { kind: 'applied'; added: number; merged: number }
  | { kind: 'error'; error: ImportError }
  /** Stopped while adding (storage failed): the people done so far keep what was added. */
  | { kind: 'failed' };

async function saveEveryone(lang: Lang | null): Promise<void> {
  const today = todayIso();
  const text = await serialiseEveryone(await everyoneBackup(people.store.getSnapshot(), lang), today);
  saveBlob(new Blob([text], { type: 'application/json' }), `toolkit-progress-everyone-${today}.json`);
}

function Review({ plan, onConfirm, onCancel }: { plan: PlannedPerson[]; onConfirm(): void; onCancel(): void }) {
  return (
    <div className="everyone-review">
      <h3>
        <Trans>What this file will add</Trans>
      </h3>
      <ul>
        {plan.map(({ backup, into }, i) => {
          const name = backup.name;
          const local = into?.name ?? '';
          return (
            <li key={i}>
              {into ? (
                <Trans>
                  {name}: added to the progress of {local} on this device
                </Trans>
              ) : (
                <Trans>{name}: added as a new person</Trans>
              )}
            </li>
          );
        })}
      </ul>
      <div className="backup-panel__actions">
        <button type="button" className="button button--primary" onClick={onConfirm}>
          <Trans>Add everyone’s progress</Trans>
        </button>
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * Everyone's progress as one file (issue 34): saved from this device, or added to it — each
 * person merged into the same-named person here, or added. PINs and queued track calls stay.
 */
export function EveryonePanel({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  use(loadEveryoneMessages(i18n, lang));
  const { everyone } = usePeople();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setState({ kind: 'reading' });
    const result = await readEveryoneFile(picked).catch((error: unknown) => {
      logError('read everyone’s progress', error);
      return { ok: false as const, error: 'unreadable' as const };
    });
    if (!result.ok) return setState({ kind: 'error', error: result.error });
    setState({ kind: 'review', file: result.data, plan: planEveryone(result.data, people.store.getSnapshot()) });
  };

  const apply = async (file: EveryoneBackup) => {
    setState({ kind: 'saving' });
    try {
      // "Added" only once every person's progress is stored.
      setState({ kind: 'applied', ...(await applyEveryone(file, everyoneDeps(people))) });
    } catch (error) {
      logError('add everyone’s progress', error);
      setState({ kind: 'failed' });
    }
  };

  const busy = state.kind === 'reading' || state.kind === 'review' || state.kind === 'saving';
  const save = () =>
    void saveEveryone(sessionStore.getSnapshot().lang).catch((error: unknown) => logError('save everyone’s progress', error));
  return (
    <section className="backup-panel everyone-panel" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>
        <Trans>Everyone’s progress in one file</Trans>
      </h2>
      <p>
        <Trans>
          To move to another tablet: the file holds each person’s name and progress (not their PIN). On the other device, each person’s
          progress is added to the person of the same name, or they are added.
        </Trans>
      </p>
      {everyone.length > 0 && (
        <div className="backup-panel__actions">
          <button type="button" className="button" onClick={save}>
            <Trans>Save everyone’s progress</Trans>
          </button>
        </div>
      )}
      <div className="backup-import">
        <label htmlFor={inputId}>
          <Trans>Open an everyone’s progress file</Trans>
        </label>
        <input id={inputId} type="file" accept="application/json,.json" onChange={(e) => void onPick(e)} disabled={busy} />
      </div>
      <div role="status" className="backup-status">
        {state.kind === 'reading' && <Trans>Reading the file…</Trans>}
        {state.kind === 'saving' && <Trans>Adding everyone’s progress to this device…</Trans>}
        {state.kind === 'applied' && (
          <Trans>
            Everyone’s progress was added: {state.added} new, {state.merged} already on this device.
          </Trans>
        )}
      </div>
      <div role="alert" className="form-error">
        {state.kind === 'error' && (
          <>
            {state.error === 'onePersonFile' ? (
              <Trans>This file holds one person’s progress: open it with “Open a backup file”.</Trans>
            ) : (
              t(IMPORT_ERRORS[state.error])
            )}{' '}
            <Trans>Nothing was changed.</Trans>
          </>
        )}
        {state.kind === 'failed' && (
          <Trans>Adding stopped before the end. The people added so far keep their progress: try the file again.</Trans>
        )}
      </div>
      {state.kind === 'review' && (
        <Review plan={state.plan} onConfirm={() => void apply(state.file)} onCancel={() => setState({ kind: 'idle' })} />
      )}
    </section>
  );
}
