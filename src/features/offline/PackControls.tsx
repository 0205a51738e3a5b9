import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useFormatBytes } from './format';
import { packActions, packProgress, packStatus, type PackView } from '../packs';
import { PackProgress } from './PackProgress';
import { PackErrorMessage, PackStatusLabel } from './PackStatusText';

/** Size, state, progress and the actions of one pack. */
export function PackControls({ view, label }: { view: PackView; label: string }) {
  const { t } = useLingui();
  const format = useFormatBytes();
  const status = packStatus(view);
  const progress = packProgress(view);
  const group = useRef<HTMLDivElement>(null);
  const keepFocus = useRef(false);

  // The pressed button is replaced by the next state's buttons (sometimes over a few
  // renders): keep keyboard focus in the group until the user moves it elsewhere.
  useEffect(() => {
    const el = group.current;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (keepFocus.current && el && lost) el.querySelector<HTMLButtonElement>('button')?.focus();
  });

  const act = (fn: () => Promise<void>) => () => {
    keepFocus.current = true;
    void fn();
  };
  const start = act(() => packActions.start(view.key));
  const pause = act(() => packActions.pause(view.key));
  const resume = act(() => packActions.resume(view.key));
  const clear = act(() => packActions.clear(view.key));
  const size = format(view.bytes);
  const onDevice = format(view.cachedBytes);
  const videos = format(view.videoBytes);
  const showProgress = status !== 'idle';

  return (
    <div className="pack-controls">
      <p className={`pack-controls__status pack-controls__status--${status}`} role="status">
        <PackStatusLabel status={status} partial={view.cachedFiles > 0} />
      </p>
      {status === 'idle' && (
        <p className="pack-controls__size">
          {view.cachedBytes > 0 ? (
            <Trans>
              Size: {size} ({onDevice} already on this device)
            </Trans>
          ) : view.videoBytes > 0 ? (
            <Trans>
              Size: {size} (videos: {videos})
            </Trans>
          ) : (
            <Trans>Size: {size}</Trans>
          )}
        </p>
      )}
      {showProgress && <PackProgress label={t`Download progress: ${label}`} {...progress} />}
      {status === 'error' && (
        <p className="form-error" role="alert">
          <PackErrorMessage error={view.job?.error} />
        </p>
      )}
      <div
        className="pack-controls__actions"
        ref={group}
        onBlur={(e) => {
          if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) keepFocus.current = false;
        }}
      >
        {status === 'idle' && (
          <button type="button" className="button button--primary" onClick={start}>
            <Trans>Make available offline</Trans>
          </button>
        )}
        {(status === 'incomplete' || status === 'error') && (
          <button type="button" className="button button--primary" onClick={start}>
            {status === 'error' ? <Trans>Try again</Trans> : <Trans>Download now</Trans>}
          </button>
        )}
        {status === 'running' && (
          <button type="button" className="button" onClick={pause}>
            <Trans>Pause</Trans>
          </button>
        )}
        {status === 'paused' && (
          <button type="button" className="button button--primary" onClick={resume}>
            <Trans>Resume</Trans>
          </button>
        )}
        {status !== 'idle' && status !== 'complete' && (
          <button type="button" className="button" onClick={clear} aria-label={t`Cancel and remove: ${label}`}>
            <Trans>Cancel</Trans>
          </button>
        )}
        {status === 'complete' && (
          <button type="button" className="button" onClick={clear} aria-label={t`Remove from this device: ${label}`}>
            <Trans>Remove from this device</Trans>
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The controls' place before the pack's state is known (its engine starts on an idle moment):
 * the shape of a pack not yet on the device (a status, a size, a button), drawn empty.
 */
export function PackControlsPending() {
  return (
    <div className="pack-controls pack-controls--pending" aria-hidden="true">
      <p className="pack-controls__status">{'\u00a0'}</p>
      <p className="pack-controls__size">{'\u00a0'}</p>
      <div className="pack-controls__actions">
        <span className="button">{'\u00a0'}</span>
      </div>
    </div>
  );
}
