import { Redirect } from 'wouter';
import { isStage, paths } from '../../lib/paths';
import { fullModuleId } from '../../content/catalogue';
import type { Lang, ResourceType } from '../../content/types';
import { useProgress, entryFor } from '../progress';
import { ModuleNotFound } from './ModuleNotFound';
import { ModulePage } from './ModulePage';
import { resolveModule, stageRedirect } from './stage';

export interface ModuleRouteProps {
  lang: Lang;
  resourceType: ResourceType;
  moduleId: string;
  stage?: string;
}

/** /toolkit/{lang}/{resourceType}/module/{moduleId}/{stage?}: resolves module and stage. */
export function ModuleRoute({ lang, resourceType, moduleId, stage }: ModuleRouteProps) {
  const { progress } = useProgress();
  const found = resolveModule(resourceType, moduleId);
  if (!found) return <ModuleNotFound lang={lang} resourceType={resourceType} />;
  const redirect = stageRedirect(stage, entryFor(progress, fullModuleId(found.code)));
  if (redirect || !isStage(stage)) {
    return <Redirect to={paths.module(lang, resourceType, found.position, redirect ?? 'slides')} replace />;
  }
  return (
    <ModulePage
      key={`${resourceType}-${found.position}`}
      lang={lang}
      resourceType={resourceType}
      position={found.position}
      code={found.code}
      stage={stage}
    />
  );
}
