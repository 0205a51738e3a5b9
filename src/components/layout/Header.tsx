import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import type { Lang, SectionId } from '../../content/types';
import { paths, SECTIONS } from '../../lib/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import type { ReactNode } from 'react';

function SectionLabel({ section }: { section: SectionId }) {
  switch (section) {
    case 'implementation':
      return <Trans>Implementation</Trans>;
    case 'training':
      return <Trans>Training</Trans>;
    case 'promotional':
      return <Trans>Promotional</Trans>;
  }
}

export function Header({ lang, tools }: { lang: Lang; tools?: ReactNode }) {
  const { t } = useLingui();
  const [location] = useLocation();
  const ontario = location.startsWith('/resources');
  return (
    <header className="site-header">
      <div className="site-header__inner page-width">
        <Link href={paths.section(lang, 'implementation')} className="site-header__brand">
          <Logo />
          <span className="site-header__title">
            {ontario ? <Trans>Ontario Operational Toolkit</Trans> : <Trans>Operational Toolkit</Trans>}
          </span>
        </Link>
        <nav aria-label={t`Resource sections`} className="site-header__nav">
          {SECTIONS.map((section) => {
            const href = paths.section(lang, section);
            const current = location === href || location.startsWith(`/toolkit/${lang}/${section}/`);
            return (
              <Link key={section} href={href} className="nav-button" aria-current={current ? 'page' : undefined}>
                <SectionLabel section={section} />
              </Link>
            );
          })}
        </nav>
        <div className="site-header__tools">
          {tools}
          <LanguageSwitch current={lang} />
        </div>
      </div>
    </header>
  );
}
