import { preloadContent } from '../content/useContent';
import { isLangEnabled } from '../i18n/lang';
import { matchRoute } from '../lib/paths';
import { ModuleRoutePage, SectionRoutePage } from './lazy-pages';

export interface RoutePreload {
  /** Section pages: only worth waiting for when a session lets them show. */
  gated: boolean;
  /** Resolves (never rejects) once the page chunk and its content are loaded. */
  ready: Promise<void>;
}

/**
 * Starts a section or module page's code and content at start-up, in parallel with
 * the storage read, so the first render is the whole page rather than a spinner.
 */
export function preloadRoute(pathname: string): RoutePreload {
  const match = matchRoute(pathname);
  if ((match?.route !== 'section' && match?.route !== 'module') || !isLangEnabled(match.base.lang)) {
    return { gated: false, ready: Promise.resolve() };
  }
  const page = match.route === 'section' ? SectionRoutePage : ModuleRoutePage;
  const ready = Promise.all([page.preload(), preloadContent(match.base.lang)]).then(
    () => undefined,
    () => undefined,
  );
  return { gated: match.route === 'section', ready };
}
