import { PageLayout } from '../../app/layout/PageLayout';
import type { Lang, ResourceType } from '../../content/types';

export interface ModuleRouteProps {
  lang: Lang;
  resourceType: ResourceType;
  moduleId: string;
  stage?: string;
}

export function ModuleRoute({ lang, moduleId }: ModuleRouteProps) {
  return (
    <PageLayout lang={lang}>
      <h1>Module {moduleId}</h1>
    </PageLayout>
  );
}
