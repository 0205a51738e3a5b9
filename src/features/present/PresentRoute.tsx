import { useLingui } from '@lingui/react';
import { use } from 'react';
import { Redirect } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { fullModuleId } from '@/content/catalogue';
import type { Lang, ModuleCode, ResourceType } from '@/content/types';
import { useContent } from '@/content/use-content';
import { paths, PRESENTER_VIEW } from '@/lib/paths';
import { loadPresentMessages } from './messages';
import { Presentation } from './Presentation';
import { PresenterView } from './PresenterView';
import { readStep, stepSegment } from './steps';

export interface PresentRouteProps {
  lang: Lang;
  resourceType: ResourceType;
  position: number;
  code: ModuleCode;
  /** The address's slide segment, as written. */
  slide?: string;
}

function PresentModule({ lang, resourceType, position, code, slide }: PresentRouteProps) {
  const base = useRouteBase();
  const text = useContent(lang).modules[code];
  const fullId = fullModuleId(code);
  if (slide === PRESENTER_VIEW)
    return <PresenterView lang={lang} resourceType={resourceType} position={position} code={code} fullId={fullId} text={text} />;
  const deck = { slides: text.slides.length, questions: text.questions.length };
  const at = readStep(slide, deck);
  // A slide past the end, or none, is written back as the one shown: a reload shows the same.
  if (slide !== stepSegment(at, deck)) {
    return <Redirect to={paths.present.href(base, resourceType, position, stepSegment(at, deck))} replace state={history.state} />;
  }
  return <Presentation lang={lang} resourceType={resourceType} position={position} code={code} fullId={fullId} text={text} at={at} />;
}

/** The presentation route (lib/paths.ts) of a known module: the app shows the module 404 for any other (spec §2). */
export function PresentRoute(props: PresentRouteProps) {
  use(loadPresentMessages(useLingui().i18n, props.lang));
  return <PresentModule {...props} />;
}
