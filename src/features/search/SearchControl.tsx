import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ErrorBoundary } from '@/components/error-boundary/ErrorBoundary';
import type { Lang } from '@/content/types';
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
  const { t } = useLingui();
  // Opening: true while the dialog loads, then the dialog; closed: null.
  const [open, setOpen] = useState<Awaited<ReturnType<typeof loadDialog>> | boolean>(false);
  // While the dialog's code loads, a field takes the typing in its place: the browser types into
  // it (accents, a keyboard's composition, paste), and the dialog's field starts from it.
  const early = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  const takeTyped = useCallback(() => early.current?.value ?? '', []);
  const returnTo = useCallback(() => opener.current, []);
  const show = useCallback(() => {
    opener.current = document.activeElement;
    // Drawn and focused before the next key: a fast typist's first letters after `/` were lost.
    flushSync(() => setOpen(true));
    early.current?.focus();
    // The index starts loading now, beside the dialog's code (a failed load is the dialog's to show).
    search(lang, '').catch(() => undefined);
    // A dialog that cannot load (logged there) leaves the page as it was.
    const failed = () => setOpen(false);
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
        hidden={open === true}
        onClick={show}
      >
        <Trans>Search</Trans>
      </button>
      {open !== false && (
        <input
          ref={early}
          className="header-pill header-search-early"
          type="text"
          aria-label={t`Search`}
          autoComplete="off"
          spellCheck={false}
          hidden={Dialog !== null}
        />
      )}
      {Dialog && (
        <ErrorBoundary region="search">
          <Dialog lang={lang} onClose={close} takeTyped={takeTyped} returnTo={returnTo} />
        </ErrorBoundary>
      )}
    </>
  );
}
