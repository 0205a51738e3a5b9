import { useLayoutEffect } from 'react';

/** Typing a slash or Ctrl+K in a field is the user's text, not a command. */
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    /^(TEXTAREA|SELECT)$/.test(target.tagName) ||
    (target instanceof HTMLInputElement && !/^(button|checkbox|radio|submit|reset|range|file|color|image)$/.test(target.type)));

/** `/` and Ctrl/⌘+K open search from anywhere but a text field or another open dialog. */
export function useSearchShortcut(open: () => void, enabled: boolean): void {
  // Listening from the commit that draws the page, not from a passive effect after it: over a
  // prerendered copy, the copy's gate stops holding `/` at that commit, and a key pressed (or
  // replayed) before a passive effect ran was nobody's (a lost `/` offline, under load).
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      const command = event.ctrlKey || event.metaKey;
      if (event.altKey || event.defaultPrevented || (command ? key !== 'k' : key !== '/')) return;
      if (isTextField(event.target) || document.querySelector('dialog[open], [aria-modal="true"]')) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, enabled]);
}
