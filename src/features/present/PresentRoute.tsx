import { use } from 'react';
import { Redirect } from 'wouter';
import { useRouteBase } from '../../components/route-base';
import { fullModuleId } from '../../content/catalogue';
import type { Lang, ModuleCode, ResourceType } from '../../content/types';
import { useContent } from '../../content/useContent';
import { paths, presentedSlide, resolveModuleRoute } from '../../lib/paths';
import { loadPresentMessages } from './messages';
import { Presentation } from './Presentation';

export interface PresentRouteProps {
  lang: Lang;
  resourceType: ResourceType;
  moduleId: string;
  /** The address's slide segment, as written. */
  slide?: string;
}

function PresentModule({ lang, resourceType, position, code, slide }: Omit<PresentRouteProps, 'moduleId'> & { position: number; code: ModuleCode }) {
  const base = useRouteBase();
  const text = useContent(lang).modules[code];
  const index = presentedSlide(slide, text.slides.length);
  // A slide past the end, or none, is written back as the one shown: a reload shows the same.
  if (slide !== String(index + 1)) {
    return <Redirect to={paths.present.href(base, resourceType, position, index + 1)} replace state={history.state} />;
  }
  return <Presentation lang={lang} resourceType={resourceType} position={position} code={code} fullId={fullModuleId(code)} text={text} index={index} />;
}

/** The presentation route (lib/paths.ts): an unknown module goes to the module route, which says so (spec §2). */
export function PresentRoute({ lang, resourceType, moduleId, slide }: PresentRouteProps) {
  use(loadPresentMessages(lang));
  const base = useRouteBase();
  const found = resolveModuleRoute(resourceType, moduleId);
  if (!found) return <Redirect to={paths.module.href(base, resourceType, moduleId)} replace />;
  return <PresentModule lang={lang} resourceType={resourceType} position={found.position} code={found.code} slide={slide} />;
}
