import { useEffect } from 'react';

/** Content renders after a lazy load, so the browser's own jump to #block may have missed it. */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
