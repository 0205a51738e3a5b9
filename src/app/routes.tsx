import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { DelayedSpinner } from '../components/DelayedSpinner';
import type { Lang } from '../content/types';
import { ContactPage } from './ContactPage';
import { EntryGate, SectionGuard } from './gates';
import { LangGate } from './LangGate';
import { NotFoundPage } from './NotFoundPage';
import { isResourceType, isSection, paths } from './paths';

const SectionPage = lazy(() =>
  import('../features/sections/SectionPage').then((m) => ({ default: m.SectionPage })),
);
const ModuleRoute = lazy(() =>
  import('../features/modules/ModuleRoute').then((m) => ({ default: m.ModuleRoute })),
);
const OfflinePage = lazy(() =>
  import('../features/offline/OfflinePage').then((m) => ({ default: m.OfflinePage })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DelayedSpinner />}>{children}</Suspense>;
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
      <Route path={`/${base}/:lang/:section`}>
        {({ section }) =>
          isSection(section) ? (
            <SectionGuard lang={lang}>
              <Lazy>
                <SectionPage lang={lang} section={section} />
              </Lazy>
            </SectionGuard>
          ) : (
            <NotFoundPage lang={lang} />
          )
        }
      </Route>
      <Route path={`/${base}/:lang/:type/module/:moduleId/:stage?/:extra?`}>
        {(params: { type: string; moduleId: string; stage?: string }) =>
          isResourceType(params.type) ? (
            <Lazy>
              <ModuleRoute
                lang={lang}
                resourceType={params.type}
                moduleId={params.moduleId}
                stage={params.stage}
              />
            </Lazy>
          ) : (
            <NotFoundPage lang={lang} />
          )
        }
      </Route>
      <Route>
        <NotFoundPage lang={lang} />
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
        <ContactPage />
      </Route>
      {['toolkit', 'resources'].map((base) => (
        <Route key={base} path={`/${base}/:lang/*?`}>
          {({ lang }) => <LangGate lang={lang}>{(l) => <LangRoutes base={base} lang={l} />}</LangGate>}
        </Route>
      ))}
      <Route>
        <NotFoundPage lang="en" />
      </Route>
    </Switch>
  );
}
