import { Trans } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary/ErrorBoundary';
import type { Lang } from '@/content/types';
import { bufferTyping, type TypingBuffer } from '@/lib/key-buffer';
import type { loadDialog } from './dialog/load';
import { search } from './search-client';
import { useSearchShortcut } from './use-search-shortcut';
import './search-control.css';

/**
 * The header's Search button (and its `/`, Ctrl/⌘+K shortcuts). The dialog, its strings, the
 * library and the index load when search first opens: every page's own code grows by this file
 * and the worker's client only. The worker itself is started by start-up once the page is idle.
 */
export function SearchControl({ lang }: { lang: Lang }) {
  // Opening: true while the dialog loads, then the dialog; closed: null.
  const [open, setOpen] = useState<Awaited<ReturnType<typeof loadDialog>> | boolean>(false);
  // What is typed while the dialog's code loads lands in its field, in order (a fast typist's
  // first letters after `/` were lost).
  const typing = useRef<TypingBuffer | null>(null);
  const takeTyped = useCallback(() => {
    const text = typing.current?.take() ?? '';
    typing.current = null;
    return text;
  }, []);
  const show = useCallback(() => {
    typing.current?.cancel();
    typing.current = bufferTyping();
    setOpen(true);
    // The index starts loading now, beside the dialog's code (a failed load is the dialog's to show).
    search(lang, '').catch(() => undefined);
    // A dialog that cannot load (logged there) leaves the page as it was.
    const failed = () => {
      typing.current?.cancel();
      typing.current = null;
      setOpen(false);
    };
    void import('./dialog/load').then((m) => m.loadDialog(lang)).then((Dialog) => (Dialog ? setOpen(() => Dialog) : failed()), failed);
  }, [lang]);
  const close = useCallback(() => setOpen(false), []);
  useSearchShortcut(show, !open);
  const Dialog = typeof open === 'function' ? open : null;
  return (
    <>
      <button
        type="button"
        className="header-pill header-search"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={show}
      >
        <Trans>Search</Trans>
      </button>
      {Dialog && (
        <ErrorBoundary region="search">
          <Dialog lang={lang} onClose={close} takeTyped={takeTyped} />
        </ErrorBoundary>
      )}
    </>
  );
}
