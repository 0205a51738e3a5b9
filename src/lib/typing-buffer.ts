/**
 * Keys typed while a text field is on its way (its code still loading): each printable key and
 * Backspace is held, in order, instead of going to the page, and handed to the field once it
 * is there. Other keys (Tab, Enter, Escape, shortcuts) are left to the page.
 */
export interface TypingBuffer {
  /** What was typed so far; stops holding keys (from now on they go where focus is). */
  take(): string;
  /** Stops holding keys and forgets them (the field never came). */
  cancel(): void;
}

function edit(text: string, event: KeyboardEvent): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if (event.key === 'Backspace') return text.slice(0, -1);
  return [...event.key].length === 1 ? text + event.key : null;
}

export function bufferTyping(target: Document = document): TypingBuffer {
  let text = '';
  const onKeyDown = (event: KeyboardEvent) => {
    const next = edit(text, event);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    text = next;
  };
  target.addEventListener('keydown', onKeyDown, true);
  const stop = () => target.removeEventListener('keydown', onKeyDown, true);
  return {
    take() {
      stop();
      return text;
    },
    cancel: stop,
  };
}
