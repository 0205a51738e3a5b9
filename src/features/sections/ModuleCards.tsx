import { Trans } from '@lingui/react/macro';
import { SECTION_MODULES, fullModuleId, moduleDuration, totalDuration } from '@/content/catalogue';
import type { Lang, ResourceType } from '@/content/types';
import { ModuleCard } from './ModuleCard';
import { ClockIcon } from './items/icons';

/** The seven e-learning modules of a resource type, in route position order (design-notes §3). */
export function ModuleCards({ lang, resourceType: type }: { lang: Lang; resourceType: ResourceType }) {
  const total = totalDuration(type);
  return (
    <>
      <p className="block__meta">
        <ClockIcon />
        <Trans>Total duration: {total}</Trans>
      </p>
      <ul className="grid grid--modules">
        {SECTION_MODULES[type].map((code, i) => (
          <li key={code} className="grid__cell">
            <ModuleCard
              lang={lang}
              resourceType={type}
              code={code}
              position={i + 1}
              fullId={fullModuleId(code)}
              duration={moduleDuration(type, i + 1)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
