import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { paths } from '@/lib/paths';
import { InfoNote } from './InfoNote';
import { useModule } from './ModuleContext';
import { PresentButton } from './PresentButton';
import { SectionName } from './SectionName';

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M3 11.5 12 4l9 7.5M6 9.5V20h4.5v-6h3v6H18V9.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** The home control (spec §9: DOMICILE in French), the breadcrumb, the other-section note, the title and feedback. */
export const ModuleHeader = memo(function ModuleHeader({ onFeedback }: { onFeedback(): void }) {
  const { t } = useLingui();
  const { resourceType, position, text } = useModule();
  const base = useRouteBase();
  const sectionHref = paths.section.href(base, resourceType);
  return (
    <header className="module-header">
      <div className="module-header__nav">
        <Link href={sectionHref} className="button button--small module-header__home">
          <HomeIcon />
          <Trans>HOME</Trans>
        </Link>
        <nav aria-label={t`Breadcrumb`} className="breadcrumb">
          <ol>
            <li>
              <Link href={sectionHref}>
                <SectionName resourceType={resourceType} />
              </Link>
            </li>
            <li aria-current="page">
              <Trans>Module {position}</Trans>
            </li>
          </ol>
        </nav>
      </div>
      <InfoNote />
      <div className="module-header__title">
        <h1>{text.title}</h1>
        <div className="module-header__actions">
          <PresentButton />
          <button type="button" className="button module-header__feedback" onClick={onFeedback}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 4h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
            <Trans>Give feedback</Trans>
          </button>
        </div>
      </div>
    </header>
  );
});
