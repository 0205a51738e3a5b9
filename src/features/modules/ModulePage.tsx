import { useCallback, useMemo, useState } from 'react';
import { useDocumentTitle } from '@/components/use-document-title';
import { FeedbackDialog } from '../feedback';
import { ModuleHeader } from './ModuleHeader';
import { ModuleProvider, type ModuleAddress } from './ModuleContext';
import { ModuleTabs } from './ModuleTabs';
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

  // The same element on every render: opening a dialog re-draws none of the page (the parts that
  // read the module follow it themselves).
  const stage = useMemo(() => <StageView />, []);
  return (
    <ModuleProvider value={info} place={place}>
      <div className="module">
        <ModuleHeader onFeedback={openFeedback} />
        {/* One layout in the markup, the 1200px breakpoint's in modules.css: the slide list shows from there. */}
        <div className="module__body">
          <SlideList />
          <div className="module__main">
            <ModuleTabs wide={wide} content={stage} />
          </div>
        </div>
      </div>
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
