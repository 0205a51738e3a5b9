import { Trans } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef } from 'react';
import './dialog-unavailable.css';

interface Props {
  onRetry(): void;
  onClose(): void;
}

/**
 * Said in place of a dialog whose code could not be loaded (offline before this device had it).
 * The browser's own modal dialog: the dialog library is in the code that did not come. It traps
 * focus, closes on Escape, and gives focus back to the opener as it closes.
 */
export function DialogUnavailable({ onRetry, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog-unavailable"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog-unavailable__title">
        <Trans>This cannot open without a connection yet</Trans>
      </h2>
      <p>
        <Trans>
          This part of the toolkit has not been saved on this device yet, and there is no connection now. It opens by itself when the
          connection is back.
        </Trans>
      </p>
      <div className="dialog-unavailable__actions">
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </dialog>
  );
}
