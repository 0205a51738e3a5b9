import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Lang } from '../../content/types';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

/** Common frame of section, module and info pages (spec §2 "Section pages (common)"). */
export function PageLayout({ lang, tools, children }: { lang: Lang; tools?: ReactNode; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header lang={lang} tools={tools} />
      <main id="main" tabIndex={-1} className="page-width site-main">
        {children}
      </main>
      <Footer />
      <ScrollToTop />
    </>
  );
}
