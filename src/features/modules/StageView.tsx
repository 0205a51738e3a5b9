import { ErrorBoundary } from '@/components/error-boundary/ErrorBoundary';
import { QuizStage } from '../quiz';
import { useModule, useModulePlace } from './ModuleContext';
import { SlidesStage } from './slides/SlidesStage';
import { SummaryStage } from './summary/SummaryStage';

/** The stage named in the URL: slides, summary or quiz. */
export function StageView() {
  const { stage, fullId, text, passQuiz, goTo, moved } = useModule();
  const { entry } = useModulePlace();

  if (stage === 'slides') {
    // The slider, media and narration are the page's most complex part: a failure there leaves
    // the module's tabs, header and summary working.
    return (
      <ErrorBoundary region="slides" resetKey={fullId}>
        <SlidesStage />
      </ErrorBoundary>
    );
  }
  if (stage === 'summary') return <SummaryStage />;
  return (
    <QuizStage
      key={fullId}
      questions={text.questions}
      slidesComplete={entry.slidesComplete}
      passed={entry.quizPassed}
      focusOnMount={moved}
      onPass={passQuiz}
      onReturnToSummary={() => goTo('summary')}
      onGoToSlides={() => goTo('slides')}
    />
  );
}
