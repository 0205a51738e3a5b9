import { browserStore, useStore, type ReadableStore } from '@/lib/store';

/** Spec §9 xl breakpoint: slide list beside the content at 1200px and wider. */
export const XL_QUERY = '(min-width: 1200px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const queries = new Map<string, ReadableStore<boolean>>();

/** A media query's match as a store, one per query (prerendered pages are drawn as unmatched: their layouts are CSS's). */
export function mediaQueryStore(query: string): ReadableStore<boolean> {
  let store = queries.get(query);
  if (!store) {
    const listen = (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    store = browserStore(() => window.matchMedia(query).matches, listen, false);
    queries.set(query, store);
  }
  return store;
}

/** Live media query match; correct on the first render, so no layout flash. */
export function useMediaQuery(query: string): boolean {
  return useStore(mediaQueryStore(query));
}
