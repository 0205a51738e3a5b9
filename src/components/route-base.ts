import { DEFAULT_LANG } from '@/config/domain';
import { createContext, useContext } from 'react';
import type { Base } from '../lib/paths';

/**
 * The prefix and language of the page being shown, filled by the app's routes (src/app/routes.tsx):
 * features and the layout build every link under it, so an Ontario page (/resources/…) keeps its
 * prefix. Pages outside a base (contact, an unknown path) get the toolkit's.
 */
export const RouteBase = createContext<Base>({ prefix: 'toolkit', lang: DEFAULT_LANG });

export function useRouteBase(): Base {
  return useContext(RouteBase);
}
