import { Trans } from '@lingui/react/macro';
import type { Lang } from '@/content/types';
import { promptInstall, useCanInstall } from '@/lib/install-prompt';
import { useOnline } from '@/lib/network';
import { SyncBadge } from '../outbox';
import { OfflineLink } from './OfflineLink';
import { UpdatePrompt } from './UpdatePrompt';
import './header-status.css';

/**
 * Connection state and offline-content link, install offer and update prompt (header).
 * Display only: the engines behind them are started by src/app/start.ts.
 */
export function HeaderStatus({ lang }: { lang: Lang }) {
  const online = useOnline();
  const canInstall = useCanInstall();
  return (
    <>
      <UpdatePrompt />
      {canInstall && (
        <button type="button" className="header-pill header-install" onClick={() => void promptInstall()}>
          <Trans>Install app</Trans>
        </button>
      )}
      <OfflineLink lang={lang} online={online} />
      <SyncBadge />
      <span className="visually-hidden" role="status">
        {online ? '' : <Trans>You are offline. Everything you do is saved and sent later.</Trans>}
      </span>
    </>
  );
}
