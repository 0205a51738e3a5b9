import { useLayoutEffect } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

let waiting: (() => void) | null = null;

/** Calls `then` once, when the first page the app renders is on the screen (src/app/mount.tsx). */
export function whenPageCommitted(then: () => void): void {
  waiting = then;
}

/**
 * Rendered after a page's content. Hydration commits a Suspense boundary's content after the
 * root's, so the page is only there (its nodes the app's own, its handlers attached) once this
 * part, inside the same boundary, has committed.
 */
export function PageCommitted() {
  // Not hydration's own commit: its handlers hold the build's state (the placeholder session of a
  // track call), so a held press waits for the render of this device's state, right after it.
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (!hydrated) return;
    const then = waiting;
    waiting = null;
    then?.();
  }, [hydrated]);
  return null;
}
