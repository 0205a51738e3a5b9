import { useLocation, useSearch } from 'wouter';
import { withQueryAndHash } from '../lib/paths';

/**
 * The current address with another path (`to` maps the current one), its query and hash kept
 * (lib/paths.ts withQueryAndHash). The hash is read when asked for: wouter does not follow it.
 */
export function useSameAddress(): (to: (pathname: string) => string) => string {
  const [pathname] = useLocation();
  const search = useSearch();
  return (to) => withQueryAndHash(to(pathname), { search, hash: globalThis.location?.hash ?? '' });
}
