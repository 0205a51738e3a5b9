import { Trans } from '@lingui/react/macro';
import type { PresentationItem } from '@/content/types';
import { FallbackImage } from '@/components/media/FallbackImage';
import type { HeadingLevel } from '../Heading';
import { DocumentCard } from './DocumentCard';

/** Cover image, title and a link opening the deck's PDF; the whole card is clickable. */
export function PresentationCard({ item, level }: { item: PresentationItem; level: HeadingLevel }) {
  return (
    <DocumentCard
      kind="presentation"
      media={
        <div className="card__media card__media--wide">
          <FallbackImage path={item.image.src} alt={item.image.alt} />
        </div>
      }
      title={item.title}
      level={level}
      badges={
        <li className="badge">
          <Trans>Presentation · PDF</Trans>
        </li>
      }
      pdf={item.pdf}
      trackKey={item.key}
    />
  );
}
