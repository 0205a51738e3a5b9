import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { Lang } from '../../content/types';
import type { loadDialog } from './open-search';
import { useSearchShortcut } from './useSearchShortcut';
import './search-control.css';

/**
 * The header's Search button (and its `/`, Ctrl/⌘+K shortcuts). The dialog, its strings, the
 * library and the index load when search first opens: every page's own code grows by this file only.
 */
export function SearchControl({ lang }: { lang: Lang }) {
  // Opening: true while the dialog loads, then the dialog; closed: null.
  const [open, setOpen] = useState<Awaited<ReturnType<typeof loadDialog>> | boolean>(false);
  const show = useCallback(() => {
    setOpen(true);
    // A dialog that cannot load (logged there) leaves the page as it was.
    void import('./open-search').then((m) => m.loadDialog(lang)).then((Dialog) => setOpen(() => Dialog ?? false), () => setOpen(false));
  }, [lang]);
  const close = useCallback(() => setOpen(false), []);
  useSearchShortcut(show, !open);
  const Dialog = typeof open === 'function' ? open : null;
  return (
    <>
      <button type="button" className="header-search" aria-haspopup="dialog" aria-keyshortcuts="/ Control+K Meta+K" onClick={show}>
        <Trans>Search</Trans>
      </button>
      {Dialog && <Dialog lang={lang} onClose={close} />}
    </>
  );
}
