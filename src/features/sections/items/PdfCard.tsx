import { Trans, useLingui } from '@lingui/react/macro';
import type { PdfItem } from '@/content/types';
import { FallbackImage } from '@/components/media/FallbackImage';
import type { HeadingLevel } from '../Heading';
import { PRINT_SIZE_LABELS } from '../print-sizes';
import { DocumentCard } from './DocumentCard';

/** Thumbnail, title, print size / editable badges and a link opening the PDF in a new tab. */
export function PdfCard({ item, level }: { item: PdfItem; level: HeadingLevel }) {
  const { i18n } = useLingui();
  return (
    <DocumentCard
      kind="pdf"
      media={
        <div className="card__media card__media--doc">
          <FallbackImage path={item.imgSrc} alt="" />
        </div>
      }
      title={item.title}
      level={level}
      badges={
        <>
          <li className="badge" data-print={item.print}>
            {i18n._(PRINT_SIZE_LABELS[item.print])}
          </li>
          {item.editable && (
            <li className="badge badge--editable">
              <Trans>Editable</Trans>
            </li>
          )}
        </>
      }
      pdf={item.url}
      trackKey={item.key}
    />
  );
}
