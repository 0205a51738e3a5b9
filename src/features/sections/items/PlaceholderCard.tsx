import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { PlaceholderItem } from '@/content/types';
import { Heading, type HeadingLevel } from '../Heading';
import { HourglassIcon } from './icons';

/** A "coming soon" entry (brand guidelines are still being prepared). */
export function PlaceholderCard({ item, level }: { item: PlaceholderItem; level: HeadingLevel }) {
  const titleId = useId();
  return (
    <article className="card card--placeholder" data-item="placeholder" aria-labelledby={titleId}>
      <div className="card__body">
        <span className="badge badge--soon">
          <HourglassIcon />
          <Trans>Coming soon</Trans>
        </span>
        <Heading level={level} id={titleId} className="card__title">
          {item.title}
        </Heading>
        <p className="card__meta">{item.text}</p>
      </div>
    </article>
  );
}
