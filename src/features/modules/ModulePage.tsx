import { useCallback, useMemo, useState } from 'react';
import { useDocumentTitle } from '@/components/use-document-title';
import { FeedbackDialog } from '../feedback';
import { ModuleHeader } from './ModuleHeader';
import { ModuleProvider, type ModuleAddress } from './ModuleContext';
import { ModuleTabs } from './ModuleTabs';
import { useKeptStage } from './KeptStage';
import { SlideList } from './SlideList';
import { StageView } from './StageView';
import { useMediaQuery, XL_QUERY } from '@/lib/use-media-query';
import { useModuleState } from './use-module-state';
import './modules.css';

export type ModulePageProps = ModuleAddress;

/** Module page content (spec §2): header, slide list or tabs, the current stage, feedback; the app's page shell frames it. */
export function ModulePage(props: ModulePageProps) {
  const { info, place } = useModuleState(props);
  const wide = useMediaQuery(XL_QUERY);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const openFeedback = useCallback(() => setFeedbackOpen(true), []);
  const closeFeedback = useCallback(() => setFeedbackOpen(false), []);
  useDocumentTitle(info.text.title);

  // The same elements on every render: opening a dialog re-draws none of the page (the parts that
  // read the module follow it themselves).
  const { slot: stageView, portal: stage } = useKeptStage(useMemo(() => <StageView />, []));
  return (
    <ModuleProvider value={info} place={place}>
      <div className="module">
        <ModuleHeader onFeedback={openFeedback} />
        <div className={wide ? 'module__body module__body--wide' : 'module__body'}>
          {wide && <SlideList />}
          <div className="module__main">
            {wide && <div className="module__stage">{stageView}</div>}
            <ModuleTabs wide={wide} content={stageView} />
          </div>
        </div>
      </div>
      {/* After the layout: its slot holds the stage's element before the stage's own layout effects run. */}
      {stage}
      <FeedbackDialog
        open={feedbackOpen}
        onClose={closeFeedback}
        stage={info.stage}
        fullModuleId={info.fullId}
        slideIndex={place.current}
      />
    </ModuleProvider>
  );
}
