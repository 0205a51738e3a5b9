import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { paths } from '@/lib/paths';
import { modulePreviewPath } from '@/content/assets';
import { fullModuleId, SECTION_MODULES } from '@/content/catalogue';
import { useContent } from '@/content/use-content';
import { FallbackImage } from '@/components/media/FallbackImage';
import { useTrack } from '../outbox';
import { useModule } from './ModuleContext';

/**
 * The six other modules of this section, each with its preview image and title. Opening one is
 * tracked with that module's key, like the module cards of the section pages (spec §7).
 */
export function OtherModules() {
  const { lang, resourceType, position } = useModule();
  const modules = useContent(lang).modules;
  const base = useRouteBase();
  const track = useTrack();
  return (
    <div className="other-modules">
      <h2>
        <Trans>Other modules</Trans>
      </h2>
      <ul className="other-modules__list">
        {SECTION_MODULES[resourceType].map((code, i) =>
          i + 1 === position ? null : (
            <li key={code}>
              <Link
                href={paths.module.href(base, resourceType, i + 1)}
                className="module-card"
                onClick={() => track({ resource: `${resourceType}.CntModule${code}` })}
              >
                <FallbackImage
                  className="module-card__image"
                  path={modulePreviewPath(lang, fullModuleId(code))}
                  alt=""
                  width={640}
                  height={360}
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
