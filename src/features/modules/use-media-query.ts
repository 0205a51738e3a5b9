import { useCallback, useSyncExternalStore } from 'react';

/** Spec §9 xl breakpoint: slide list beside the content at 1200px and wider. */
export const XL_QUERY = '(min-width: 1200px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Live media query match; correct on the first render, so no layout flash. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
