import { useMemo, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { RouteBase } from '../components/route-base';
import { useSameAddress } from '../components/same-address';
import type { Lang } from '../content/types';
import { preloadContent } from '../content/use-content';
import { useProgress } from '@/features/progress';
import { builtLangs } from '../i18n/lang';
import { canonicalPath } from '../lib/canonical-path';
import { baseOf, matchRoute, paths, type Base, type RouteMatch } from '../lib/paths';
import { EntryGate, SectionGuard, SignedOutGate } from './gates';
import { LangGate } from './LangGate';
import {
  BackupPage,
  ContactPage,
  Lazy,
  ModuleRoutePage,
  NotFoundPage,
  OfflinePage,
  PresentRoutePage,
  SectionRoutePage,
} from './lazy-pages';
import { preloadSlide } from './preload-slide';

/** Starts the content chunk together with the page chunk (design-notes §9 performance). */
function LazyWithContent({ lang, children }: { lang: Lang; children: ReactNode }) {
  void preloadContent(lang);
  return <Lazy>{children}</Lazy>;
}

const notFound = (
  <Lazy>
    <NotFoundPage />
  </Lazy>
);

/**
 * Module pages also start their first slide image early (its largest paint). A component of its
 * own: it follows the progress (read from storage after the first render), and a progress write
 * on each slide change re-renders it alone, not the page and its shell.
 */
function SlidePreload({ lang, match }: { lang: Lang; match: Extract<RouteMatch, { route: 'module' }> }) {
  const { progress } = useProgress();
  const search = useSearch();
  if (match.stage === undefined || match.stage === 'slides') {
    preloadSlide(lang, match.resourceType, match.position, progress, search);
  }
  return null;
}

function ModuleEntry({ lang, match }: { lang: Lang; match: Extract<RouteMatch, { route: 'module' }> }) {
  return (
    <>
      <SlidePreload lang={lang} match={match} />
      <LazyWithContent lang={lang}>
        <ModuleRoutePage lang={lang} resourceType={match.resourceType} position={match.position} stage={match.stage} />
      </LazyWithContent>
    </>
  );
}

/** The page of a route under a base, its language active. */
function BasePage({ match, base }: { match: RouteMatch | undefined; base: Base }) {
  const { lang } = base;
  switch (match?.route) {
    case 'entry':
      return <EntryGate base={base} />;
    case 'offline':
      return (
        <Lazy>
          <OfflinePage lang={lang} />
        </Lazy>
      );
    case 'progress':
      return (
        <LazyWithContent lang={lang}>
          <BackupPage lang={lang} />
        </LazyWithContent>
      );
    case 'section':
      return (
        <SectionGuard>
          <LazyWithContent lang={lang}>
            <SectionRoutePage lang={lang} section={match.section} />
          </LazyWithContent>
        </SectionGuard>
      );
    case 'module':
      return <ModuleEntry lang={lang} match={match} />;
    case 'present':
      // Open to any visitor, as module pages are (spec §6).
      return (
        <LazyWithContent lang={lang}>
          <PresentRoutePage lang={lang} resourceType={match.resourceType} position={match.position} slide={match.slide} />
        </LazyWithContent>
      );
    default:
      return notFound;
  }
}

/** Everything under /{prefix}/{lang}: every page below learns its base (prefix and language) from RouteBase. */
function BaseRoutes({ prefix, lang, match }: Base & { match: RouteMatch | undefined }) {
  const base: Base = useMemo(() => ({ prefix, lang }), [prefix, lang]);
  return (
    <LangGate lang={lang}>
      <RouteBase.Provider value={base}>
        {match?.route === 'entry' ? (
          <BasePage match={match} base={base} />
        ) : (
          <SignedOutGate base={base}>
            <BasePage match={match} base={base} />
          </SignedOutGate>
        )}
      </RouteBase.Provider>
    </LangGate>
  );
}

/** The app's routes: what matchRoute (the route table in lib/paths.ts) reads in the address. */
export function AppRoutes() {
  const [location] = useLocation();
  const sameAddress = useSameAddress();
  // /Toolkit/en/… (typed, or copied from a document), or a language this build does not have: the
  // page the canonical address names (the app shell's redirect goes there before the app, src/boot/start-redirect.ts).
  const canonical = canonicalPath(location, builtLangs());
  if (canonical) return <Redirect to={sameAddress(() => canonical)} replace />;
  const match = matchRoute(location);
  const base = baseOf(location);
  switch (match?.route) {
    case 'root':
      return <Redirect to={paths.start.href()} replace />;
    case 'start':
      return <EntryGate />;
    case 'contact':
      return (
        <Lazy>
          <ContactPage />
        </Lazy>
      );
  }
  return base ? <BaseRoutes prefix={base.prefix} lang={base.lang} match={match} /> : notFound;
}
