import { Trans } from '@lingui/react/macro';
import type { LinkItem } from '@/content/types';
import { FallbackImage } from '@/components/media/FallbackImage';
import { ExternalIcon } from './icons';
import { ExternalLink } from './ExternalLink';

/** A wide card pointing outside the toolkit (e.g. the program demo site). */
export function LinkCard({ item }: { item: LinkItem }) {
  return (
    <article className="feature-card card--link" data-item="link">
      <div className="feature-card__media">
        <FallbackImage path={item.image} alt="" />
      </div>
      <div className="feature-card__body">
        <ExternalLink className="feature-card__link stretched-link" href={item.link} trackKey={item.key} icon={false}>
          {item.text}
        </ExternalLink>
        <span className="feature-card__hint" aria-hidden="true">
          <Trans>Opens in a new tab</Trans> <ExternalIcon />
        </span>
      </div>
    </article>
  );
}
