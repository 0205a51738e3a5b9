import { Trans } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import type { Lang } from '../../content/types';
import { logError } from '../../lib/log';
import type { Closed, SearchDialog } from './dialog/SearchDialog';
import { useSearchShortcut } from './useSearchShortcut';
import './search-control.css';

/**
 * The header's Search button (and its `/`, Ctrl/⌘+K shortcuts). Everything else (the dialog,
 * its strings, the library and the index) loads when search first opens.
 */
export function SearchControl({ lang }: { lang: Lang }) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<typeof SearchDialog | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
    import('./dialog/load')
      .then((m) => m.loadDialog(lang))
      .then(
        (component) => setDialog(() => component),
        (error: unknown) => {
          logError('search dialog load', error);
          setOpen(false);
        },
      );
  }, [lang]);
  useSearchShortcut(show, !open);

  // Escape, or a result opened in a new tab: focus goes back where it was. A page opened has its own.
  const close = useCallback((how: Closed) => {
    setOpen(false);
    if (how === 'navigated') return;
    const back = opener.current?.isConnected && opener.current !== document.body ? opener.current : button.current;
    back?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="header-search"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={show}
      >
        <svg className="header-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <Trans>Search</Trans>
      </button>
      {open && Dialog && <Dialog lang={lang} onClose={close} />}
    </>
  );
}
