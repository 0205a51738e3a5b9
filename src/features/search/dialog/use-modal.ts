import { useCallback, useEffect, useRef } from 'react';
import type { Opened } from './use-open-result';

export type Closed = Opened | 'dismissed';

/** Back where focus was; the header's Search button when that is gone (or was the page itself). */
function returnFocus(opener: Element | null) {
  const back = opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : null;
  (back ?? document.querySelector<HTMLElement>('.header-search'))?.focus();
}

/**
 * A native modal <dialog> shown on mount with focus in `field` (and in it what `typed` held). `finish` closes it: after
 * Escape, a press on the backdrop or a result opened in a new tab, focus goes back where it
 * was (`returnTo`, or what had focus at mount); a page opened in place takes focus itself.
 */
export function useModal(
  onClose: () => void,
  returnTo: (() => Element | null) | undefined,
  typed?: { take?: () => string; apply(text: string): void },
) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  const early = useRef(typed);
  const back = useRef(returnTo);
  useEffect(() => {
    opener.current = back.current?.() ?? document.activeElement;
    if (!dialog.current?.open) dialog.current?.showModal();
    field.current?.focus();
    // Focused: from here keys go to the field; those typed while it loaded come first.
    const text = early.current?.take?.() ?? '';
    if (text && field.current) {
      field.current.value = text;
      early.current?.apply(text);
    }
  }, []);

  const finish = useCallback(
    (how: Closed) => {
      dialog.current?.close();
      if (how !== 'navigated') returnFocus(opener.current);
      onClose();
    },
    [onClose],
  );
  useEffect(() => {
    const element = dialog.current;
    const onBackdrop = (event: MouseEvent) => event.target === element && finish('dismissed');
    element?.addEventListener('click', onBackdrop);
    return () => element?.removeEventListener('click', onBackdrop);
  }, [finish]);
  return { dialog, field, finish };
}
