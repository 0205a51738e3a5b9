import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { MODULES } from '@/content/catalogue';
import type { Lang } from '@/content/types';
import { useContent } from '@/content/use-content';
import { codeOf, type ModuleProgress } from '@/features/progress';
import type { BackupDiff } from './merge';

function ModuleState({ entry, count }: { entry: ModuleProgress; count: number }) {
  const { t } = useLingui();
  if (entry.quizPassed) return <>{t`knowledge test passed`}</>;
  if (entry.slidesComplete) return <>{t`slides finished`}</>;
  const slide = entry.slide + 1;
  return <>{t`slide ${slide} of ${count}`}</>;
}

/** What importing would change, for the learner to confirm or cancel before anything is written. */
export function ImportSummary(props: { lang: Lang; diff: BackupDiff; onConfirm(): void; onCancel(): void }) {
  const { t } = useLingui();
  const modules = useContent(props.lang).modules;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const typeName = { implementation: t`Implementation`, training: t`Training` };
  const language = props.diff.lang?.toUpperCase();
  return (
    <section className="backup-summary" aria-labelledby="import-summary-heading">
      <h3 id="import-summary-heading" ref={heading} tabIndex={-1}>
        <Trans>What this import will change</Trans>
      </h3>
      <ul>
        {props.diff.modules.map(({ id, before, after }) => {
          const code = codeOf(id);
          const count = MODULES[code].slideCount;
          const title = modules[code].title;
          return (
            <li key={id}>
              <strong>{title}</strong>: <ModuleState entry={before} count={count} /> → <ModuleState entry={after} count={count} />
            </li>
          );
        })}
        {props.diff.dates.map(({ resourceType: type, before, after }) => {
          const name = typeName[type];
          return (
            <li key={type}>
              {before ? (
                <Trans>
                  {name} certificate date: {before} → {after}
                </Trans>
              ) : (
                <Trans>
                  {name} certificate date: {after}
                </Trans>
              )}
            </li>
          );
        })}
        {language && (
          <li>
            <Trans>Language: {language}</Trans>
          </li>
        )}
      </ul>
      <p>
        <Trans>Nothing on this device is lost: progress is only added.</Trans>
      </p>
      <div className="backup-panel__actions">
        <button type="button" className="button button--primary" onClick={props.onConfirm}>
          <Trans>Apply these changes</Trans>
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </section>
  );
}
