import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import type { ReactNode } from 'react';
import type { SectionId } from '@/content/types';
import { matchRoute, paths, SECTIONS } from '@/lib/paths';
import { useRouteBase } from '../route-base';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { SectionLabel } from './SectionLabel';

/** The section a page belongs to: a section page's own, or a module page's. */
function currentSection(pathname: string): SectionId | undefined {
  const match = matchRoute(pathname);
  if (match?.route === 'section') return match.section;
  return match?.route === 'module' ? match.resourceType : undefined;
}

/** Site header; `tools` is the status the page shell puts beside the language switch. */
export function Header({ tools }: { tools?: ReactNode }) {
  const { t } = useLingui();
  const [location] = useLocation();
  const base = useRouteBase();
  const current = currentSection(location);
  const ontario = base.prefix === 'resources';
  return (
    <header className="site-header">
      <div className="site-header__inner page-width">
        <Link href={paths.section.href(base, 'implementation')} className="site-header__brand">
          <Logo />
          <span className="site-header__title">
            {ontario ? <Trans>Ontario Operational Toolkit</Trans> : <Trans>Operational Toolkit</Trans>}
          </span>
        </Link>
        <nav aria-label={t`Resource sections`} className="site-header__nav">
          {SECTIONS.map((section) => (
            <Link
              key={section}
              href={paths.section.href(base, section)}
              className="nav-button"
              aria-current={section === current ? 'page' : undefined}
            >
              <SectionLabel section={section} />
            </Link>
          ))}
        </nav>
        <div className="site-header__tools">
          {tools}
          <LanguageSwitch current={base.lang} />
        </div>
      </div>
    </header>
  );
}
