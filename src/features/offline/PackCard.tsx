import { Trans, useLingui } from '@lingui/react/macro';
import type { Lang } from '@/content/types';
import { usePack, type PackScope } from '../packs';
import { PackControls } from './PackControls';
import './offline.css';

function usePackText(scope: PackScope): { title: string; description: string } {
  const { t } = useLingui();
  switch (scope) {
    case 'core':
      return {
        title: t`Slides, narration and documents`,
        description: t`Every module's slides and narration and every PDF, without videos. Saved by itself once you have entered your service code.`,
      };
    case 'implementation':
      return { title: t`Implementation resources`, description: t`This section and its modules, videos included.` };
    case 'training':
      return { title: t`Training resources`, description: t`This section and its modules, videos included.` };
    case 'promotional':
      return { title: t`Promotional resources`, description: t`Posters, leaflets, social media assets and the engagement video.` };
    case 'all':
      return { title: t`Everything`, description: t`All sections and modules with every video.` };
  }
}

export function PackCard({ lang, scope }: { lang: Lang; scope: PackScope }) {
  const view = usePack(lang, scope);
  const { title, description } = usePackText(scope);
  const headingId = `pack-${scope}`;
  return (
    <li className="offline-card">
      <h3 id={headingId} className="offline-card__heading">
        {title}
      </h3>
      <p className="offline-card__intro">{description}</p>
      {view ? (
        <PackControls view={view} label={title} />
      ) : (
        <p>
          <Trans>Loading…</Trans>
        </p>
      )}
    </li>
  );
}
