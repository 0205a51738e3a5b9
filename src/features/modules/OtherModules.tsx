import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { modulePreviewPath } from '../../content/assets';
import { fullModuleId, SECTION_MODULES } from '../../content/catalogue';
import { useContent } from '../../content/useContent';
import { contentUrl } from '../../lib/config';
import { useModule } from './ModuleContext';

/** The six other modules of this section, each with its preview image and title. */
export function OtherModules() {
  const { lang, resourceType, position } = useModule();
  const modules = useContent(lang).modules;
  return (
    <div className="other-modules">
      <h2>
        <Trans>Other modules</Trans>
      </h2>
      <ul className="other-modules__list">
        {SECTION_MODULES[resourceType].map((code, i) =>
          i + 1 === position ? null : (
            <li key={code}>
              <Link href={paths.module(lang, resourceType, i + 1)} className="module-card">
                <img
                  className="module-card__image"
                  src={contentUrl(modulePreviewPath(lang, fullModuleId(code)))}
                  alt=""
                  width="640"
                  height="360"
                  loading="lazy"
                  decoding="async"
                />
                <span className="module-card__label">
                  <Trans>Module {i + 1}</Trans>
                </span>
                <span className="module-card__title">{modules[code].title}</span>
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
