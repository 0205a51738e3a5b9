import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import { useRouteBase } from '../components/route-base';
import { useSession } from '@/features/access';
import { DisplayControl } from '@/features/display';
import { HeaderStatus } from '@/features/pwa';
import { SearchControl } from '@/features/search';

/**
 * The frame of every page but the entry screen (spec §2 "Section pages (common)"): skip link,
 * header with search (once signed in) and the connection, offline, install and update status,
 * footer, scroll-to-top.
 * Features render the page's content only. Imported by the lazily loaded page modules alone,
 * so none of it weighs on the entry chunk.
 */
export function PageShell({ children }: { children: ReactNode }) {
  const { lang } = useRouteBase();
  // Search covers what the service code opens: offered once a session exists.
  const signedIn = useSession().session.id !== null;
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header
        tools={
          <>
            {signedIn && <SearchControl lang={lang} />}
            <HeaderStatus lang={lang} />
            <DisplayControl />
          </>
        }
      />
      <main id="main" tabIndex={-1} className="page-width site-main">
        {children}
      </main>
      <Footer />
      <ScrollToTop />
    </>
  );
}
