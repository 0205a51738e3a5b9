import type { ReactNode } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import type { Lang } from '../content/types';
import { preloadContent } from '../content/useContent';
import { useProgressState } from '../features/progress/ProgressContext';
import { EntryGate, SectionGuard } from './gates';
import { LangGate } from './LangGate';
import { BackupPage, ContactPage, Lazy, ModuleRoute, NotFoundPage, OfflinePage, SectionPage } from './lazy-pages';
import { isResourceType, isSection, paths } from '../lib/paths';
import { preloadSlide } from './preload-slide';

/** Starts the content chunk together with the page chunk (design-notes §9 performance). */
function LazyWithContent({ lang, children }: { lang: Lang; children: ReactNode }) {
  void preloadContent(lang);
  return <Lazy>{children}</Lazy>;
}

/** Module pages also start their first slide image early (its largest paint). */
function ModuleEntry(props: { lang: Lang; type: 'implementation' | 'training'; moduleId: string; stage?: string }) {
  const { progress } = useProgressState();
  const search = useSearch();
  if (props.stage === undefined || props.stage === 'slides') {
    preloadSlide(props.lang, props.type, props.moduleId, progress, search);
  }
  return (
    <LazyWithContent lang={props.lang}>
      <ModuleRoute lang={props.lang} resourceType={props.type} moduleId={props.moduleId} stage={props.stage} />
    </LazyWithContent>
  );
}

/** Routes under /{base}/{lang}; base is "toolkit", or "resources" for the Ontario variant. */
function LangRoutes({ base, lang }: { base: string; lang: Lang }) {
  return (
    <Switch>
      <Route path={`/${base}/:lang`}>
        <EntryGate lang={lang} />
      </Route>
      <Route path={`/${base}/:lang/offline`}>
        <Lazy>
          <OfflinePage lang={lang} />
        </Lazy>
      </Route>
      <Route path={`/${base}/:lang/progress`}>
        <LazyWithContent lang={lang}>
          <BackupPage lang={lang} />
        </LazyWithContent>
      </Route>
      <Route path={`/${base}/:lang/:section`}>
        {({ section }) =>
          isSection(section) ? (
            <SectionGuard lang={lang}>
              <LazyWithContent lang={lang}>
                <SectionPage lang={lang} section={section} />
              </LazyWithContent>
            </SectionGuard>
          ) : (
            <Lazy>
              <NotFoundPage lang={lang} />
            </Lazy>
          )
        }
      </Route>
      <Route path={`/${base}/:lang/:type/module/:moduleId/:stage?/:extra?`}>
        {(params: { type: string; moduleId: string; stage?: string }) =>
          isResourceType(params.type) ? (
            <ModuleEntry lang={lang} type={params.type} moduleId={params.moduleId} stage={params.stage} />
          ) : (
            <Lazy>
              <NotFoundPage lang={lang} />
            </Lazy>
          )
        }
      </Route>
      <Route>
        <Lazy>
          <NotFoundPage lang={lang} />
        </Lazy>
      </Route>
    </Switch>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to={paths.entry()} replace />
      </Route>
      <Route path="/toolkit">
        <EntryGate />
      </Route>
      <Route path="/contactform">
        <Lazy>
          <ContactPage />
        </Lazy>
      </Route>
      {['toolkit', 'resources'].map((base) => (
        <Route key={base} path={`/${base}/:lang/*?`}>
          {({ lang }) => <LangGate lang={lang}>{(l) => <LangRoutes base={base} lang={l} />}</LangGate>}
        </Route>
      ))}
      <Route>
        <Lazy>
          <NotFoundPage lang="en" />
        </Lazy>
      </Route>
    </Switch>
  );
}
