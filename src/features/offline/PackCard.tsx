import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Lang } from '@/content/types';
import { usePack, type PackScope } from '../packs';
import { PackControls } from './PackControls';
import { usePackText } from './use-pack-text';
import './offline.css';

/** A pack on the offline page; `children` go under its controls (the page's other actions for it). */
export function PackCard({ lang, scope, children }: { lang: Lang; scope: PackScope; children?: ReactNode }) {
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
      {children}
    </li>
  );
}
