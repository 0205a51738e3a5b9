import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { SECTION_MODULES } from '@/content/catalogue';
import type { Lang, ResourceType } from '@/content/types';
import { useContent } from '@/content/use-content';
import { nextStep, useLastVisits, type NextStep as Step, useProgress } from '../progress';
import './next-step.css';

/** Where each step goes: the section page builds them from the route table, under its base. */
export interface StepLinks {
  stage(position: number, stage: 'slides' | 'summary' | 'quiz'): string;
  slide(position: number, n: number): string;
  backup: string;
}

function StepLink({ lang, resourceType: type, step, links }: { lang: Lang; resourceType: ResourceType; step: Step; links: StepLinks }) {
  const modules = useContent(lang).modules;
  const position = step.kind === 'done' ? SECTION_MODULES[type].length : step.position;
  const text = modules[SECTION_MODULES[type][position - 1]];
  const title = text.title;
  const className = 'button button--primary next-step__link';
  switch (step.kind) {
    case 'start':
      return (
        <Link className={className} href={links.stage(position, 'slides')}>
          <Trans>
            Start module {position}: {title}
          </Trans>
        </Link>
      );
    case 'continue': {
      const slide = step.slide + 1;
      const count = text.slides.length;
      return (
        <Link className={className} href={links.slide(position, slide)}>
          <Trans>
            Continue module {position}: {title} — slide {slide} of {count}
          </Trans>
        </Link>
      );
    }
    case 'quiz':
      return (
        <Link className={className} href={links.stage(position, 'quiz')}>
          <Trans>
            Take the knowledge test for module {position}: {title}
          </Trans>
        </Link>
      );
    case 'done':
      return (
        <Link className={className} href={links.stage(position, 'summary')}>
          <Trans>Every knowledge test passed: get your certificate</Trans>
        </Link>
      );
  }
}

/** "Continue where you left off": one press to the learner's next slide or knowledge test. */
export function NextStep({ lang, resourceType: type, links }: { lang: Lang; resourceType: ResourceType; links: StepLinks }) {
  const { progress } = useProgress();
  const step = nextStep(type, progress, useLastVisits()[type]);
  return (
    <section className="next-step" aria-labelledby="next-step-heading">
      <h2 id="next-step-heading" className="next-step__heading">
        {step.kind === 'start' && step.position === 1 ? <Trans>Start the course</Trans> : <Trans>Continue where you left off</Trans>}
      </h2>
      <StepLink lang={lang} resourceType={type} step={step} links={links} />
      <p className="next-step__backup">
        <Link href={links.backup}>
          <Trans>Back up or move your progress</Trans>
        </Link>
      </p>
    </section>
  );
}
