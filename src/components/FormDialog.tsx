import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode } from 'react';
import './form-dialog.css';

export interface FormDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Label of the submit button, disabled while `busy`. */
  submitLabel: ReactNode;
  busy: boolean;
  /** The fields and messages between the description and the buttons. */
  children: ReactNode;
}

/**
 * Modal form: title and description name the dialog, Close and submit end it. Headless UI
 * traps focus inside, moves it to the element marked `data-autofocus`, closes on Escape or a
 * press outside, and gives focus back to the control that opened it.
 */
export function FormDialog({ open, onClose, title, description, onSubmit, submitLabel, busy, children }: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="dialog">
      <DialogBackdrop className="dialog__backdrop" />
      <div className="dialog__container">
        <DialogPanel className="dialog__panel">
          <form onSubmit={onSubmit} noValidate>
            <DialogTitle className="dialog__title">{title}</DialogTitle>
            <Description className="dialog__description">{description}</Description>
            {children}
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>
                <Trans>Close</Trans>
              </button>
              <button type="submit" className="button button--primary" disabled={busy}>
                {submitLabel}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
