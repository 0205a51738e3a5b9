import { Trans } from '@lingui/react/macro';
import type { SectionId } from '@/content/types';

/** A section's name as the header's buttons show it (also in the search dialog's own catalogue). */
export function SectionLabel({ section }: { section: SectionId }) {
  switch (section) {
    case 'implementation':
      return <Trans>Implementation</Trans>;
    case 'training':
      return <Trans>Training</Trans>;
    case 'promotional':
      return <Trans>Promotional</Trans>;
  }
}
