import type { Lang, ResourceType } from '../content/types';
import { PresentRoute } from '@/features/present';
import { resolveModuleRoute } from '../lib/paths';
import { ModuleRoutePage } from './ModuleRoutePage';

export interface PresentRoutePageProps {
  lang: Lang;
  resourceType: ResourceType;
  position: string;
  slide?: string;
}

/**
 * A presentation, with no page shell (no header, footer or prompts over the slides); an unknown
 * module is the module page's 404 (spec §2). The static import of the module page also shapes
 * the chunks: the presentation's chunk loads after the module page's and takes the slide parts
 * it shares from there, so the bundler splits nothing out of the pages that do not present.
 */
export function PresentRoutePage({ lang, resourceType, position, slide }: PresentRoutePageProps) {
  const found = resolveModuleRoute(resourceType, position);
  if (!found) return <ModuleRoutePage lang={lang} resourceType={resourceType} position={position} />;
  return <PresentRoute lang={lang} resourceType={resourceType} position={found.position} code={found.code} slide={slide} />;
}
