import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PdfItem } from '../../../content/types';
import { FallbackImage } from '../../../components/media/FallbackImage';
import { contentUrl } from '../../../lib/config';
import { Heading, type HeadingLevel } from '../Heading';
import { PRINT_SIZE_LABELS } from '../print-sizes';
import { useTrackResource } from '../useTrackResource';
import { ExternalIcon } from './icons';
import { OfflineAwareLink } from './OfflineAwareLink';

/** Thumbnail, title, print size / editable badges and a link opening the PDF in a new tab. */
export function PdfCard({ item, level }: { item: PdfItem; level: HeadingLevel }) {
  const { t, i18n } = useLingui();
  const title = item.title;
  const track = useTrackResource();
  const titleId = useId();
  return (
    <article className="card card--link card--pdf" data-item="pdf" aria-labelledby={titleId}>
      <div className="card__media card__media--doc">
        <FallbackImage path={item.imgSrc} alt="" />
      </div>
      <div className="card__body">
        <Heading level={level} id={titleId} className="card__title">
          {item.title}
        </Heading>
        <ul className="badges">
          <li className="badge" data-print={item.print}>
            {i18n._(PRINT_SIZE_LABELS[item.print])}
          </li>
          {item.editable && (
            <li className="badge badge--editable">
              <Trans>Editable</Trans>
            </li>
          )}
        </ul>
        <OfflineAwareLink path={item.url} kind="pdf">
        <a
          className="card__action stretched-link"
          href={contentUrl(item.url)}
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
