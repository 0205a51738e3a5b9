import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSearchShortcut } from './use-search-shortcut';

function Page({ open, enabled = true }: { open(): void; enabled?: boolean }) {
  useSearchShortcut(open, enabled);
  return (
    <>
      <button type="button">Play</button>
      <input aria-label="Name" />
      <input type="checkbox" aria-label="Agree" />
      <textarea aria-label="Feedback" />
    </>
  );
}

describe('use-search-shortcut', () => {
  it('opens search on / and Ctrl or ⌘+K from anywhere but a text field', () => {
    const open = vi.fn();
    const { getByRole, getByLabelText } = render(<Page open={open} />);
    fireEvent.keyDown(document.body, { key: '/' });
    fireEvent.keyDown(getByRole('button'), { key: 'k', ctrlKey: true });
    fireEvent.keyDown(getByLabelText('Agree'), { key: 'K', metaKey: true });
    expect(open).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(getByLabelText('Name'), { key: '/' });
    fireEvent.keyDown(getByLabelText('Feedback'), { key: 'k', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'k' });
    fireEvent.keyDown(document.body, { key: '/', altKey: true });
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('leaves the keys alone while search or another dialog is open', () => {
    const open = vi.fn();
    const { rerender } = render(<Page open={open} enabled={false} />);
    fireEvent.keyDown(document.body, { key: '/' });
    rerender(<Page open={open} />);
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('aria-modal', 'true');
    fireEvent.keyDown(document.body, { key: '/' });
    dialog.remove();
    expect(open).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(open).toHaveBeenCalledTimes(1);
  });
});
