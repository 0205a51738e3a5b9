import { Trans } from '@lingui/react/macro';
import type { LinkItem } from '../../../content/types';
import { FallbackImage } from '../../../components/media/FallbackImage';
import { useTrackResource } from '../useTrackResource';
import { ExternalIcon } from './icons';
import { NewTabHint } from './NewTabHint';

/** A wide card pointing outside the toolkit (e.g. the program demo site). */
export function LinkCard({ item }: { item: LinkItem }) {
  const track = useTrackResource();
  return (
    <article className="feature-card card--link" data-item="link">
      <div className="feature-card__media">
        <FallbackImage path={item.image} alt="" />
      </div>
      <div className="feature-card__body">
        <a
          className="feature-card__link stretched-link"
          href={item.link}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track(item.key)}
        >
          {item.text}
          <NewTabHint />
        </a>
        <span className="feature-card__hint" aria-hidden="true">
          <Trans>Opens in a new tab</Trans> <ExternalIcon />
        </span>
      </div>
    </article>
  );
}
