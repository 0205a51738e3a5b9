import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { paths } from '@/lib/paths';
import { CertificateDownload } from '@/features/certificate';
import { useModule, useModulePlace } from '../ModuleContext';
import { StageHeading } from '../StageHeading';
import { ProgressBars } from './ProgressBars';

/** Summary stage: completed heading, the seven progress bars, and the three actions. */
export function SummaryStage() {
  const { lang, resourceType, text, goTo, moved } = useModule();
  const { entry } = useModulePlace();
  const base = useRouteBase();
  const done = entry.slidesComplete;
  return (
    <section className="summary" aria-labelledby="summary-heading">
      <StageHeading id="summary-heading" className="summary__heading" focusOnMount={moved}>
        {done ? <Trans>Module completed!</Trans> : <Trans>Module summary</Trans>}
      </StageHeading>
      <p className="summary__module">{text.title}</p>
      <ProgressBars />
      <div className="summary__actions">
        <button type="button" className="button" onClick={() => goTo('slides')}>
          <Trans>Return to Slides</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={() => goTo('quiz')}>
          <Trans>Take Knowledge Test</Trans>
        </button>
        <CertificateDownload lang={lang} resourceType={resourceType} />
      </div>
      <p className="summary__backup">
        <Link href={paths.progress.href(base)}>
          <Trans>Back up or move your progress</Trans>
        </Link>
      </p>
    </section>
  );
}
