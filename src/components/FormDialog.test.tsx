import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';

function Harness({ onSubmit, busy = false }: { onSubmit(): void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Give feedback"
        description="Tell us what could be better."
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        submitLabel="Send"
        busy={busy}
      >
        <label htmlFor="text">Your feedback</label>
        <textarea id="text" data-autofocus />
      </FormDialog>
    </I18nProvider>
  );
}

describe('FormDialog', () => {
  it('is a dialog named by its title and described by its description', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Tell us what could be better.');
  });

  it('moves focus to the field marked data-autofocus', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your feedback' })));
  });

  it('submits the form with the submit button, and Close closes it', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('disables submitting while busy', async () => {
    render(<Harness onSubmit={vi.fn()} busy />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('button', { name: 'Send' })).hasAttribute('disabled')).toBe(true);
  });
});
