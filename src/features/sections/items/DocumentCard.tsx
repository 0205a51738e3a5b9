import { useId, type ReactNode } from 'react';
import type { ResourceKey } from '@/content/types';
import { Heading, type HeadingLevel } from '../Heading';
import { PdfLink } from './ExternalLink';

interface Props {
  kind: 'pdf' | 'presentation';
  /** The card's image block. */
  media: ReactNode;
  title: string;
  level: HeadingLevel;
  /** The badge list items. */
  badges: ReactNode;
  pdf: string;
  trackKey: ResourceKey;
}

/** A card for one of the toolkit's PDFs: image, title, badges and the link; the whole card is clickable. */
export function DocumentCard({ kind, media, title, level, badges, pdf, trackKey }: Props) {
  const titleId = useId();
  return (
    <article className={`card card--link card--${kind}`} data-item={kind} aria-labelledby={titleId}>
      {media}
      <div className="card__body">
        <Heading level={level} id={titleId} className="card__title">
          {title}
        </Heading>
        <ul className="badges">{badges}</ul>
        <PdfLink path={pdf} title={title} trackKey={trackKey} />
      </div>
    </article>
  );
}
