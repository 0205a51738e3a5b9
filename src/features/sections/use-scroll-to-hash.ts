import { useEffect } from 'react';
import { safeDecodeURIComponent } from '@/lib/safe-parse';

/** Content renders after a lazy load, so the browser's own jump to #block may have missed it. */
export function useScrollToHash(): void {
  useEffect(() => {
    // A hand-typed or cut link (`#%`) names no block: the page stays at its top.
    const id = safeDecodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
