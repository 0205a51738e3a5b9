import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';

const DisplayDialog = lazyDialog(() => import('./DisplayDialog').then((m) => m.DisplayDialog));

/** The header's "Display" button (and the progress page's), opening the display settings. */
export function DisplayControl({ className = 'header-pill' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M4 18h2.2l1.2-3.2h5.2l1.2 3.2H16L11.1 5H8.9zM8.1 12.8 10 7.7l1.9 5.1zM17 9h2v3h3v2h-3v3h-2v-3h-3v-2h3z"
            fill="currentColor"
          />
        </svg>
        <Trans>Display</Trans>
      </button>
      <DisplayDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
