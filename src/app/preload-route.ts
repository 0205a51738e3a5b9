import { preloadContent } from '../content/use-content';
import { activateLang } from '../i18n/i18n';
import { isLangEnabled } from '../i18n/lang';
import { logError } from '../lib/log';
import { matchRoute } from '../lib/paths';
import { ModuleRoutePage, SectionRoutePage } from './lazy-pages';

export interface RoutePreload {
  /** Section pages: only worth waiting for when a session lets them show. */
  gated: boolean;
  /** Resolves (never rejects) once the page's language is active and its chunk and content are loaded. */
  ready: Promise<void>;
}

/**
 * Starts the page's language and a section or module page's code and content at start-up, in parallel with
 * the storage read, so the first render is the whole page rather than a spinner.
 */
export function preloadRoute(pathname: string): RoutePreload {
  const match = matchRoute(pathname);
  const lang = match && 'base' in match && isLangEnabled(match.base.lang) ? match.base.lang : null;
  // The first render in the page's language: the hydrated entry screen must match its markup.
  const language = lang ? activateLang(lang).catch((error: unknown) => logError('load language', error)) : Promise.resolve();
  if ((match?.route !== 'section' && match?.route !== 'module') || !lang) {
    return { gated: false, ready: language };
  }
  const page = match.route === 'section' ? SectionRoutePage : ModuleRoutePage;
  const ready = Promise.all([page.preload(), preloadContent(lang), language]).then(
    () => undefined,
    () => undefined,
  );
  return { gated: match.route === 'section', ready };
}
