import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { paths } from '@/lib/paths';
import { modulePreviewPath } from '@/content/assets';
import type { FullModuleId, Lang, ModuleCode, ResourceType } from '@/content/types';
import { useContent } from '@/content/use-content';
import { ProgressBar } from '@/components/ProgressBar';
import { FallbackImage } from '@/components/media/FallbackImage';
import { useModuleOffline } from '../packs';
import { useProgress, entryFor, percentComplete } from '../progress';
import { useTrackResource } from './use-track-resource';
import { CheckIcon, ClockIcon } from './items/icons';

/** "Available offline" once slides and narration are cached; videos count when the module has any. */
function OfflineBadge({ lang, fullId }: { lang: Lang; fullId: FullModuleId }) {
  const offline = useModuleOffline(lang, fullId);
  if (!offline.ready) return null;
  const complete = !offline.hasVideos || offline.videosReady;
  return (
    <span className="badge module-card__offline" data-offline={complete ? 'full' : 'partial'}>
      {complete ? <Trans>Available offline</Trans> : <Trans>Partly available offline</Trans>}
    </span>
  );
}

interface ModuleCardProps {
  lang: Lang;
  resourceType: ResourceType;
  code: ModuleCode;
  position: number;
  fullId: FullModuleId;
  duration: string;
}

/** Preview, number, duration, title and this browser's progress; the whole card opens the module. */
export function ModuleCard({ lang, resourceType: type, code, position, fullId, duration }: ModuleCardProps) {
  const { t } = useLingui();
  const title = useContent(lang).modules[code].title;
  const { progress } = useProgress();
  const track = useTrackResource();
  const titleId = useId();
  const base = useRouteBase();
  const percent = percentComplete(progress, fullId);
  const passed = entryFor(progress, fullId).quizPassed;
  return (
    <article className="card card--link module-card" data-item="module" data-module={code} aria-labelledby={titleId}>
      <div className="card__media card__media--wide">
        <FallbackImage path={modulePreviewPath(lang, fullId)} alt="" />
        {passed && (
          <span className="badge badge--passed module-card__passed">
            <CheckIcon />
            <Trans>Quiz passed</Trans>
          </span>
        )}
      </div>
      <div className="card__body">
        <p className="module-card__meta">
          <span className="module-card__number">
            <Trans>Module {position}</Trans>
          </span>
          <span className="module-card__duration">
            <ClockIcon />
            <span className="visually-hidden">
              <Trans>Duration:</Trans>
            </span>{' '}
            {duration}
          </span>
        </p>
        <h3 id={titleId} className="card__title">
          <Link
            href={paths.module.href(base, type, position)}
            className="stretched-link module-card__link"
            onClick={() => track(`${type}.CntModule${code}`)}
          >
            <span className="visually-hidden">
              <Trans>Module {position}:</Trans>{' '}
            </span>
            {title}
          </Link>
        </h3>
        <OfflineBadge lang={lang} fullId={fullId} />
        <div className="module-card__progress">
          <ProgressBar value={percent} label={t`Progress in module ${position}`} />
          <span className="module-card__percent">
            <Trans>{percent}% complete</Trans>
          </span>
        </div>
      </div>
    </article>
  );
}
