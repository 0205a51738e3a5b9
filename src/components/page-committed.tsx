import { useLayoutEffect } from 'react';

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
  useLayoutEffect(() => {
    const then = waiting;
    waiting = null;
    then?.();
  }, []);
  return null;
}
