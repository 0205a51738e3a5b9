import { Redirect } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { isStage, paths, resolveModuleRoute } from '@/lib/paths';
import { fullModuleId } from '@/content/catalogue';
import type { Lang, ResourceType } from '@/content/types';
import { useProgress, entryFor } from '../progress';
import { ModuleNotFound } from './ModuleNotFound';
import { ModulePage } from './ModulePage';
import { stageRedirect } from './stage';

export interface ModuleRouteProps {
  lang: Lang;
  resourceType: ResourceType;
  position: string;
  stage?: string;
}

/** The module route (lib/paths.ts): resolves module and stage, as the slide preload does. */
export function ModuleRoute({ lang, resourceType, position, stage }: ModuleRouteProps) {
  const { progress } = useProgress();
  const base = useRouteBase();
  const found = resolveModuleRoute(resourceType, position);
  if (!found) return <ModuleNotFound resourceType={resourceType} />;
  const redirect = stageRedirect(stage, entryFor(progress, fullModuleId(found.code)));
  if (redirect || !isStage(stage)) {
    return <Redirect to={paths.module.href(base, resourceType, found.position, redirect ?? 'slides')} replace />;
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
