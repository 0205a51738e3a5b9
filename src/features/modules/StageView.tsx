import { QuizStage } from '../quiz';
import { useModule } from './ModuleContext';
import { SlidesStage } from './slides/SlidesStage';
import { SummaryStage } from './summary/SummaryStage';

/** The stage named in the URL: slides, summary or quiz. */
export function StageView() {
  const { stage, fullId, text, entry, passQuiz, goTo, moved } = useModule();

  if (stage === 'slides') return <SlidesStage />;
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
