import { useLocation, useSearch } from 'wouter';
import type { Lang } from '../../content/types';
import { addressIn } from '../../lib/paths';

/**
 * The current page's address in another language, query and hash kept (lib/paths.ts addressIn).
 * The hash is read when asked for: wouter does not follow it.
 */
export function useSameAddressIn(): (lang: Lang) => string {
  const [pathname] = useLocation();
  const search = useSearch();
  return (lang) => addressIn(lang, { pathname, search, hash: globalThis.location?.hash ?? '' });
}
