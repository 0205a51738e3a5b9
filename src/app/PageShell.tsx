import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import { useRouteBase } from '../components/route-base';
import { useSession } from '@/features/access';
import { DisplayControl } from '@/features/display';
import { usePersonKey } from '@/features/people';
import { PeopleGate, PeopleMenu } from '@/features/people/ui';
import { HeaderStatus } from '@/features/pwa';
import { SearchControl } from '@/features/search';

/**
 * The frame of every page but the entry screen (spec §2 "Section pages (common)"): skip link,
 * header with search (once signed in) and the connection, offline, install and update status,
 * footer, scroll-to-top.
 * On a device with people and nobody chosen, the picker takes the content's place (`people`:
 * every page but the contact page; the entry screen and the presentation have no shell).
 * Features render the page's content only. Imported by the lazily loaded page modules alone,
 * so none of it weighs on the entry chunk.
 */
export function PageShell({ children, people = true }: { children: ReactNode; people?: boolean }) {
  const { lang } = useRouteBase();
  // Search covers what the service code opens: offered once a session exists.
  const signedIn = useSession().session.id !== null;
  // Made anew for each person: nothing the previous one typed stays in it.
  const personKey = usePersonKey();
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header
        tools={
          <>
            {signedIn && <SearchControl key={personKey} lang={lang} />}
            {signedIn && <PeopleMenu />}
            <HeaderStatus lang={lang} />
            <DisplayControl />
          </>
        }
      />
      <main id="main" tabIndex={-1} className="page-width site-main">
        {people ? <PeopleGate signedIn={signedIn}>{children}</PeopleGate> : children}
      </main>
      <Footer />
      <ScrollToTop />
    </>
  );
}
