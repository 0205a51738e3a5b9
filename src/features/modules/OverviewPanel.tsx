import { Trans } from '@lingui/react/macro';
import { moduleDuration, parseDuration, SECTION_MODULES, totalDuration } from '@/content/catalogue';
import { useContent } from '@/content/use-content';
import { useModule } from './ModuleContext';

/** mm:ss → ISO 8601 duration for <time>. */
function isoDuration(mmss: string): string {
  const seconds = parseDuration(mmss);
  return `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;
}

/** Course overview for this section's audience (content.overview[resourceType]). */
export function OverviewPanel() {
  const { lang, resourceType } = useModule();
  const content = useContent(lang);
  const overview = content.overview[resourceType];
  const total = totalDuration(resourceType);
  return (
    <div className="overview">
      <h2>
        <Trans>Course overview</Trans>
      </h2>
      {overview.courseOverview.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <h3>
        <Trans>Expertise level</Trans>
      </h3>
      <p>{overview.expertiseLevel}</p>
      <h3>
        <Trans>Objectives</Trans>
      </h3>
      <ul>
        {overview.objectives.map((o, i) => (
          <li key={i}>{o}</li>
        ))}
      </ul>
      <h3>
        <Trans>Duration</Trans>
      </h3>
      <p>{overview.durationIntro}</p>
      <ul className="overview__durations">
        {SECTION_MODULES[resourceType].map((code, i) => {
          const duration = moduleDuration(resourceType, i + 1);
          return (
            <li key={code}>
              <span>
                <Trans>
                  Module {i + 1}: {content.modules[code].title}
                </Trans>
              </span>
              <time dateTime={isoDuration(duration)}>{duration}</time>
            </li>
          );
        })}
        <li className="overview__total">
          <span>
            <Trans>Total</Trans>
          </span>
          <time dateTime={isoDuration(total)}>{total}</time>
        </li>
      </ul>
      <h3>
        <Trans>Knowledge tests</Trans>
      </h3>
      <p>{overview.knowledgeTests}</p>
    </div>
  );
}
