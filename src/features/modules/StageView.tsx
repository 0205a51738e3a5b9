import { QuizStage } from '../quiz';
import { useModule } from './ModuleContext';
import { SlidesStage } from './slides/SlidesStage';
import { SummaryStage } from './summary/SummaryStage';
import { useModuleProgress } from './useModuleProgress';
import { useModuleTrack } from './useModuleTrack';

/** The stage named in the URL: slides, summary or quiz. */
export function StageView({ onFinishSlides }: { onFinishSlides(): void }) {
  const { stage, fullId, text, goTo, moved } = useModule();
  const track = useModuleTrack();
  const { entry, passQuiz } = useModuleProgress(fullId);

  if (stage === 'slides') return <SlidesStage onFinish={onFinishSlides} />;
  if (stage === 'summary') return <SummaryStage />;
  return (
    <QuizStage
      key={fullId}
      questions={text.questions}
      slidesComplete={entry.slidesComplete}
      passed={entry.quizPassed}
      focusOnMount={moved}
      onPass={() => {
        passQuiz();
        track('quizPassed');
      }}
      onReturnToSummary={() => goTo('summary')}
      onGoToSlides={() => goTo('slides')}
    />
  );
}
