import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Close + submit row shared by the module dialogs; submit is disabled while a request is in flight. */
export function DialogActions(props: { onClose(): void; busy: boolean; submitLabel: ReactNode }) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button" onClick={props.onClose}>
        <Trans>Close</Trans>
      </button>
      <button type="submit" className="button button--primary" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </div>
  );
}
