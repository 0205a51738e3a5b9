export { SectionLabel } from '@/components/layout/SectionLabel';
import { Trans } from '@lingui/react/macro';
import type { SearchDocKind } from '../search-doc';

/** What kind of thing a result is; slides say their number. */
export function KindLabel({ kind, slide }: { kind: SearchDocKind; slide?: number }) {
  switch (kind) {
    case 'pdf':
      return <Trans>PDF</Trans>;
    case 'presentation':
      return <Trans>Presentation (PDF)</Trans>;
    case 'video':
    case 'videoWithLink':
      return <Trans>Video</Trans>;
    case 'link':
    case 'button':
      return <Trans>Website</Trans>;
    case 'image':
      return <Trans>Image</Trans>;
    case 'slide':
      return <Trans>Slide {slide}</Trans>;
    case 'overview':
      return <Trans>Course overview</Trans>;
    default:
      return <Trans>Page text</Trans>;
  }
}
