import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PresentationItem } from '../../../content/types';
import { FallbackImage } from '../../../components/media/FallbackImage';
import { contentUrl } from '../../../lib/config';
import { Heading, type HeadingLevel } from '../Heading';
import { useTrackResource } from '../useTrackResource';
import { ExternalIcon } from './icons';
import { OfflineAwareLink } from './OfflineAwareLink';

/** Cover image, title and a link opening the deck's PDF; the whole card is clickable. */
export function PresentationCard({ item, level }: { item: PresentationItem; level: HeadingLevel }) {
  const { t } = useLingui();
  const track = useTrackResource();
  const title = item.title;
  const titleId = useId();
  return (
    <article className="card card--link card--presentation" data-item="presentation" aria-labelledby={titleId}>
      <div className="card__media card__media--wide">
        <FallbackImage path={item.image.src} alt={item.image.alt} />
      </div>
      <div className="card__body">
        <Heading level={level} id={titleId} className="card__title">
          {item.title}
        </Heading>
        <ul className="badges">
          <li className="badge">
            <Trans>Presentation · PDF</Trans>
          </li>
        </ul>
        <OfflineAwareLink path={item.pdf} kind="pdf">
        <a
          className="card__action stretched-link"
          href={contentUrl(item.pdf)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track(item.key)}
          aria-label={t`Open PDF: ${title} (opens in a new tab)`}
        >
          <Trans>Open PDF</Trans>
          <ExternalIcon />
        </a>
        </OfflineAwareLink>
      </div>
    </article>
  );
}
