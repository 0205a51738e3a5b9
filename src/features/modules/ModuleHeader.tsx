import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';
import { InfoNote } from './InfoNote';
import { useModule } from './ModuleContext';
import { SectionName } from './SectionName';

/** Breadcrumb, the other-section note, the module title and the feedback button. */
export function ModuleHeader({ onFeedback }: { onFeedback(): void }) {
  const { t } = useLingui();
  const { lang, resourceType, position, text } = useModule();
  return (
    <header className="module-header">
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <ol>
          <li>
            <Link href={paths.section(lang, resourceType)}>
              <SectionName type={resourceType} />
            </Link>
          </li>
          <li aria-current="page">
            <Trans>Module {position}</Trans>
          </li>
        </ol>
      </nav>
      <InfoNote />
      <div className="module-header__title">
        <h1>{text.title}</h1>
        <button type="button" className="button module-header__feedback" onClick={onFeedback}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M4 4h16v11H8l-4 4z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <Trans>Give feedback</Trans>
        </button>
      </div>
    </header>
  );
}
