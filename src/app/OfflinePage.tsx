import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../components/use-document-title';
import type { Lang } from '../content/types';
import { useOnline } from '../lib/network';
import { appVersion } from '../lib/sw-bridge';
import { SyncSummary } from '@/features/outbox';
import { PackCard, StoragePanel } from '@/features/offline';
import { PackFilesPanel, SavePackFile } from '@/features/pack-files';
import { PACK_SCOPES, useOfflineSnapshot } from '@/features/packs';
import { InstallHelp } from '@/features/pwa';
import { PageShell } from './PageShell';
import './offline-page.css';

/**
 * The offline panel: waiting actions (outbox), every pack of the language with storage used (packs), packs
 * saved as and added from files (pack-files), installation (pwa).
 */
export function OfflinePage({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  useDocumentTitle(t`Offline content`);
  const online = useOnline();
  const { supported } = useOfflineSnapshot();
  return (
    <PageShell>
      <div className="offline-page">
        <h1>
          <Trans>Offline content</Trans>
        </h1>
        <p className="offline-page__lead">
          <Trans>
            The toolkit works without a connection. Once you have entered your service code, slides, narration and documents are saved on
            this device by themselves. Videos are larger: choose the sections whose videos you want to keep.
          </Trans>
        </p>
        {!online && (
          <p className="offline-page__offline">
            <Trans>You are offline. Downloads continue when the connection returns.</Trans>
          </p>
        )}
        <h2 id="sync">
          <Trans>Waiting to be sent</Trans>
        </h2>
        <SyncSummary />
        <h2 id="storage">
          <Trans>Storage on this device</Trans>
        </h2>
        <StoragePanel />
        <h2>
          <Trans>Content packs</Trans>
        </h2>
        {supported ? (
          <ul className="offline-page__packs">
            {PACK_SCOPES.map((scope) => (
              <PackCard key={scope} lang={lang} scope={scope}>
                <SavePackFile lang={lang} scope={scope} />
              </PackCard>
            ))}
          </ul>
        ) : (
          <p>
            <Trans>This browser cannot save content for offline use.</Trans>
          </p>
        )}
        {supported && (
          <>
            <h2 id="pack-files">
              <Trans>Move packs between devices</Trans>
            </h2>
            <PackFilesPanel lang={lang} />
          </>
        )}
        <h2 id="install">
          <Trans>Install the app</Trans>
        </h2>
        <InstallHelp />
        <p className="offline-page__version">
          <Trans>App version: {appVersion}</Trans>
        </p>
      </div>
    </PageShell>
  );
}
