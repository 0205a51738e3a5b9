import { Trans } from '@lingui/react/macro';
import type { ResourceType } from '@/content/types';

export function SectionName({ resourceType: type }: { resourceType: ResourceType }) {
  return type === 'implementation' ? <Trans>Implementation resources</Trans> : <Trans>Training resources</Trans>;
}
