import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

vi.mock('../lib/idle', () => ({ whenIdle: () => () => undefined }));

const onClose = () => undefined;
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

function Dialog({ open, name }: { open: boolean; onClose(): void; name: string }) {
  return open ? <div role="dialog">{name}</div> : <p>closed</p>;
}

describe('lazyDialog', () => {
  it('renders nothing while closed and not yet loaded; opened, it loads and shows the dialog with its props', async () => {
    const load = vi.fn(async () => Dialog);
    const Lazy = lazyDialog(load);
    const { rerender } = render(<Lazy open={false} onClose={onClose} name="Feedback" />);
    expect(load).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe('');
    rerender(<Lazy open onClose={onClose} name="Feedback" />);
    expect((await screen.findByRole('dialog')).textContent).toBe('Feedback');
    expect(load).toHaveBeenCalledTimes(1);
    // Closed again, it stays mounted (the dialog library gives focus back as it closes).
    rerender(<Lazy open={false} onClose={onClose} name="Feedback" />);
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('opened when its code cannot come, says why; closing it closes; the next open tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Dialog>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Dialog);
    const Lazy = lazyDialog(load);
    const close = vi.fn();
    const { rerender } = render(<Lazy open onClose={close} name="Certificate" />, { wrapper });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[toolkit] load a dialog:', expect.any(Error)));
    const notice = await screen.findByRole('dialog', { name: 'This cannot open without a connection yet' });
    expect(notice.textContent).toContain('It opens by itself when the connection is back.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
    rerender(<Lazy open={false} onClose={onClose} name="Certificate" />);
    rerender(<Lazy open onClose={onClose} name="Certificate" />);
    expect((await screen.findByRole('dialog')).textContent).toBe('Certificate');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('still open when the connection comes back, opens by itself; "Try again" tries at once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Dialog);
    const Lazy = lazyDialog(load);
    render(<Lazy open onClose={onClose} name="Display" />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(screen.getByRole('dialog').textContent).toBe('Display'));
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('lazyDialog focus', () => {
  it('gives focus back to the control that opened it when the dialog leaves it nowhere', async () => {
    function Field() {
      const input = useRef<HTMLInputElement>(null);
      useEffect(() => input.current?.focus(), []);
      return <input ref={input} aria-label="name" />;
    }
    // A dialog that moves focus in but not back out (as one whose code loaded after the press).
    function Bare({ open }: { open: boolean }) {
      return open ? <Field /> : null;
    }
    const Lazy = lazyDialog(async () => Bare);
    function Page({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">Open</button>
          <Lazy open={open} onClose={onClose} />
        </>
      );
    }
    const { rerender } = render(<Page open={false} />);
    screen.getByRole('button', { name: 'Open' }).focus();
    rerender(<Page open />);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('name')));
    // At once, in the commit that closes it: a check right after the dialog is gone finds focus back.
    rerender(<Page open={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });
});
