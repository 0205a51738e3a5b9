import { Trans } from '@lingui/react/macro';
import type { Lang } from '../../content/types';
import { useOnline } from '../../lib/network';
import { UpdatePrompt } from './UpdatePrompt';

/** Offline indicator and update prompt shown in the header. */
export function HeaderStatus(_props: { lang: Lang }) {
  const online = useOnline();
  return (
    <>
      <UpdatePrompt />
      {!online && (
        <span className="status-pill status-pill--offline" role="status">
          <Trans>Offline</Trans>
        </span>
      )}
    </>
  );
}
