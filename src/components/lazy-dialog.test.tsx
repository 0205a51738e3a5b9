import { render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

vi.mock('../lib/idle', () => ({ whenIdle: () => () => undefined }));

function Dialog({ open, name }: { open: boolean; name: string }) {
  return open ? <div role="dialog">{name}</div> : <p>closed</p>;
}

describe('lazyDialog', () => {
  it('renders nothing while closed and not yet loaded; opened, it loads and shows the dialog with its props', async () => {
    const load = vi.fn(async () => Dialog);
    const Lazy = lazyDialog(load);
    const { rerender } = render(<Lazy open={false} name="Feedback" />);
    expect(load).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe('');
    rerender(<Lazy open name="Feedback" />);
    expect((await screen.findByRole('dialog')).textContent).toBe('Feedback');
    expect(load).toHaveBeenCalledTimes(1);
    // Closed again, it stays mounted (the dialog library gives focus back as it closes).
    rerender(<Lazy open={false} name="Feedback" />);
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('a failed load is logged, leaves the page as it was, and is tried again on the next open', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Dialog>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Dialog);
    const Lazy = lazyDialog(load);
    const { rerender } = render(<Lazy open name="Certificate" />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[toolkit] load a dialog:', expect.any(Error)));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Lazy open={false} name="Certificate" />);
    rerender(<Lazy open name="Certificate" />);
    expect((await screen.findByRole('dialog')).textContent).toBe('Certificate');
    expect(load).toHaveBeenCalledTimes(2);
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
          <Lazy open={open} />
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
