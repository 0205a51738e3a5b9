import { Trans } from '@lingui/react/macro';
import { ProgressBar } from '@/components/ProgressBar';
import { fullModuleId, SECTION_MODULES } from '@/content/catalogue';
import { useContent } from '@/content/use-content';
import { useProgress, entryFor, percentComplete } from '@/features/progress';
import { useModule } from '../ModuleContext';
import { QuizStatusIcon } from './QuizStatusIcon';

/**
 * One bar per module of this section (shared modules show progress made in either section);
 * the fills grow from empty 100 ms after the summary opens (spec §9: modules.css).
 */
export function ProgressBars() {
  const { lang, resourceType } = useModule();
  const modules = useContent(lang).modules;
  const { progress } = useProgress();
  return (
    <div className="progress-bars">
      <h3 className="progress-bars__heading">
        <Trans>Your progress in this course</Trans>
      </h3>
      <ul className="progress-bars__list">
        {SECTION_MODULES[resourceType].map((code, i) => {
          const id = fullModuleId(code);
          const percent = percentComplete(progress, id);
          const title = modules[code].progressTitle;
          const labelId = `progress-label-${id}`;
          return (
            <li key={code} className="progress-row">
              <span id={labelId} className="progress-row__label">
                <Trans>
                  Module {i + 1}: {title}
                </Trans>
              </span>
              <ProgressBar className="progress-row__bar" value={percent} labelledBy={labelId} />
              <span className="progress-row__value" aria-hidden="true">
                {percent}%
              </span>
              <QuizStatusIcon position={i + 1} title={title} available={percent === 100} passed={entryFor(progress, id).quizPassed} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
