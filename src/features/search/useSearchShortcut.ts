import { useEffect } from 'react';

const NOT_TEXT = ['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'file', 'color', 'image'];

/** Typing a slash or Ctrl+K in a field is the user's text, not a command. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.includes(target.type);
}

/** `/` and Ctrl/⌘+K open search from anywhere but a text field or another open dialog. */
export function useSearchShortcut(open: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey;
      const ctrlK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      if (!slash && !ctrlK) return;
      if (isTextField(event.target) || document.querySelector('dialog[open], [aria-modal="true"]')) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, enabled]);
}
