import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { isPersisted } from '@/lib/storage-quota';
import { useFormatBytes } from './format';
import { useOfflineSnapshot } from '../packs';
import './offline.css';

type Persisted = boolean | 'unknown' | null;

/** Re-read whenever the pack manager refreshed its estimate (it asks for persistence on downloads). */
function usePersisted(): Persisted {
  const { storage } = useOfflineSnapshot();
  const [persisted, setPersisted] = useState<Persisted>(null);
  useEffect(() => {
    let live = true;
    void isPersisted().then((value) => live && setPersisted(value));
    return () => void (live = false);
  }, [storage]);
  return persisted;
}

function Persistence({ persisted }: { persisted: Persisted }) {
  if (persisted === null) return null;
  if (persisted === true) {
    return (
      <p className="storage-panel__persist" data-persisted="true">
        <Trans>Storage on this device is persistent: your browser keeps the saved content and your progress until you remove them.</Trans>
      </p>
    );
  }
  return (
    <div className="storage-panel__persist storage-panel__persist--warning" data-persisted={String(persisted)}>
      <p>
        {persisted === 'unknown' ? (
          <Trans>This browser does not report whether it keeps saved content, so it may delete it.</Trans>
        ) : (
          <Trans>Storage on this device is not persistent.</Trans>
        )}{' '}
        <Trans>
          The browser may delete downloaded content and your progress in the modules, for example when the device runs low on space, or in
          Safari after 7 days without opening the toolkit. An installed toolkit keeps them.
        </Trans>
      </p>
      <p>
        <a href="#install">
          <Trans>How to install the toolkit on this device</Trans>
        </a>
      </p>
    </div>
  );
}

/** Space used and available (navigator.storage.estimate) and whether it is kept. */
export function StoragePanel() {
  const { storage } = useOfflineSnapshot();
  const persisted = usePersisted();
  const format = useFormatBytes();
  const used = storage?.usage === undefined ? undefined : format(storage.usage);
  const free = storage?.quota === undefined || storage.usage === undefined ? undefined : format(Math.max(0, storage.quota - storage.usage));
  return (
    <div className="storage-panel">
      {used !== undefined && (
        <p className="storage-panel__usage">
          {free === undefined ? (
            <Trans>Space used on this device: {used}</Trans>
          ) : (
            <Trans>
              Space used on this device: {used}. Available: {free}.
            </Trans>
          )}
        </p>
      )}
      <Persistence persisted={persisted} />
    </div>
  );
}
