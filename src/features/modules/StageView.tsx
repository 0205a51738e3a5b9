import { ErrorBoundary } from '@/components/error-boundary/ErrorBoundary';
import { useHydrated } from '@/lib/use-hydrated';
import { QuizStage } from '../quiz';
import { useModule, useModulePlace } from './ModuleContext';
import { SlidesStage } from './slides/SlidesStage';
import { SummaryStage } from './summary/SummaryStage';

/** The stage named in the URL: slides, summary or quiz. */
export function StageView() {
  const { stage, fullId, text, passQuiz, goTo, moved } = useModule();
  const { entry } = useModulePlace();
  const hydrated = useHydrated();

  if (stage === 'slides') {
    // The slider, media and narration are the page's most complex part: a failure there leaves
    // the module's tabs, header and summary working.
    return (
      <ErrorBoundary region="slides" resetKey={fullId}>
        <SlidesStage />
      </ErrorBoundary>
    );
  }
  // Both show this learner's progress, which the build cannot know: the prerendered page keeps
  // their place empty (reserved, so nothing below moves) until hydration is over.
  if (!hydrated) return <div className="prerendered__live-only" />;
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
