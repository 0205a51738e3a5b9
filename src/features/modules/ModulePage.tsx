import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageLayout } from '../../components/layout/PageLayout';
import { paths, type ModuleStage } from '../../lib/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { fullModuleId } from '../../content/catalogue';
import type { Lang, ModuleCode, ResourceType } from '../../content/types';
import { useContent } from '../../content/useContent';
import { FeedbackDialog } from '../feedback';
import { ModuleHeader } from './ModuleHeader';
import { ModuleProvider, type ModuleInfo } from './ModuleContext';
import { ModuleTabs } from './ModuleTabs';
import { SlideList } from './SlideList';
import { slideFromSearch } from './stage';
import { StageView } from './StageView';
import { useMediaQuery, XL_QUERY } from './useMediaQuery';
import { useModuleProgress } from './useModuleProgress';
import './modules.css';
import { HeaderStatus } from '../pwa';

export interface ModulePageProps {
  lang: Lang;
  resourceType: ResourceType;
  position: number;
  code: ModuleCode;
  stage: ModuleStage;
}

/** Module page frame (spec §2): header, slide list or tabs, the current stage, feedback. */
export function ModulePage({ lang, resourceType, position, code, stage }: ModulePageProps) {
  const text = useContent(lang).modules[code];
  const fullId = fullModuleId(code);
  const { entry, recordSlide } = useModuleProgress(fullId);
  const [, navigate] = useLocation();
  const wide = useMediaQuery(XL_QUERY);
  // Reopening a module resumes at the furthest slide reached, or the one a link asks for (?slide=n).
  const search = useSearch();
  const [current, setCurrent] = useState(() => slideFromSearch(search, text.slides.length) ?? entry.slide);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [moved, setMoved] = useState(false);
  useDocumentTitle(text.title);

  const goTo = useCallback(
    (next: ModuleStage) => {
      setMoved(true);
      navigate(paths.module(lang, resourceType, position, next));
    },
    [navigate, lang, resourceType, position],
  );

  const selectSlide = useCallback(
    (index: number) => {
      setCurrent(index);
      recordSlide(index);
      if (stage !== 'slides') goTo('slides');
    },
    [recordSlide, stage, goTo],
  );

  const info = useMemo<ModuleInfo>(
    () => ({ lang, resourceType, position, code, fullId, text, stage, current, selectSlide, goTo, moved }),
    [lang, resourceType, position, code, fullId, text, stage, current, selectSlide, goTo, moved],
  );

  const stageView = <StageView onFinishSlides={() => setCurrent(0)} />;
  return (
    <PageLayout lang={lang} tools={<HeaderStatus lang={lang} />}>
      <ModuleProvider value={info}>
        <div className="module">
          <ModuleHeader onFeedback={() => setFeedbackOpen(true)} />
          <div className={wide ? 'module__body module__body--wide' : 'module__body'}>
            {wide && <SlideList />}
            <div className="module__main">
              {wide && <div className="module__stage">{stageView}</div>}
              <ModuleTabs wide={wide} content={stageView} />
            </div>
          </div>
        </div>
        <FeedbackDialog
          open={feedbackOpen}
          onClose={() => setFeedbackOpen(false)}
          stage={stage}
          fullModuleId={fullId}
          slideIndex={current}
        />
      </ModuleProvider>
    </PageLayout>
  );
}
