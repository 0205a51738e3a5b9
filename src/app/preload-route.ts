import { preloadContent } from '../content/useContent';
import { isLang } from '../i18n/i18n';
import { isLangEnabled } from '../i18n/lang';
import { ModuleRoute, SectionPage } from './lazy-pages';

export interface RoutePreload {
  /** Section pages: only worth waiting for when a session lets them show. */
  gated: boolean;
  /** Resolves (never rejects) once the page chunk and its content are loaded. */
  ready: Promise<void>;
}

const PAGE = /^\/(?:toolkit|resources)\/([^/]+)\/(implementation|training|promotional)(\/module\/.*)?\/?$/;

/**
 * Starts a section or module page's code and content at start-up, in parallel with
 * the storage read, so the first render is the whole page rather than a spinner.
 */
export function preloadRoute(pathname: string): RoutePreload {
  const match = PAGE.exec(pathname);
  const lang = match?.[1];
  if (!match || !isLang(lang) || !isLangEnabled(lang)) return { gated: false, ready: Promise.resolve() };
  const isModule = match[3] !== undefined;
  if (isModule && match[2] === 'promotional') return { gated: false, ready: Promise.resolve() };
  const page = isModule ? ModuleRoute.preload() : SectionPage.preload();
  const ready = Promise.all([page, preloadContent(lang)]).then(
    () => undefined,
    () => undefined,
  );
  return { gated: !isModule, ready };
}
