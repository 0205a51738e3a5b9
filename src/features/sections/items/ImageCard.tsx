import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ImageItem } from '@/content/types';
import { FallbackImage } from '@/components/media/FallbackImage';
import { contentUrl } from '@/lib/config';
import { Heading, type HeadingLevel } from '../Heading';
import { DownloadIcon } from './icons';
import { OfflineAwareLink } from './OfflineAwareLink';

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A downloadable image (social assets, logos, mock-ups) with its description lines. */
export function ImageCard({ item, level }: { item: ImageItem; level: HeadingLevel }) {
  const { t } = useLingui();
  const titleId = useId();
  const [title, ...details] = item.lines;
  const description = item.lines.join(', ') || item.alt;
  return (
    <article className="card card--image" data-item="image" aria-labelledby={titleId}>
      <div className="card__media card__media--image">
        <FallbackImage path={item.image} alt={item.alt} />
      </div>
      <div className="card__body">
        <Heading level={level} id={titleId} className="card__title">
          {title ?? item.alt}
        </Heading>
        {details.map((line) => (
          <p key={line} className="card__meta">
            {line}
          </p>
        ))}
        <OfflineAwareLink path={item.image} kind="image">
          <a
            className="button card__download"
            href={contentUrl(item.image)}
            download={fileName(item.image)}
            aria-label={t`Download: ${description}`}
          >
            <DownloadIcon />
            <Trans>Download</Trans>
          </a>
        </OfflineAwareLink>
      </div>
    </article>
  );
}
