import { Trans } from '@lingui/react/macro';
import { useFormatBytes } from './format';
import { useOfflineSnapshot } from './hooks';

/** Space used and available (navigator.storage.estimate) and whether it is kept. */
export function StoragePanel() {
  const { storage } = useOfflineSnapshot();
  const format = useFormatBytes();
  if (!storage || storage.usage === undefined) return null;
  const used = format(storage.usage);
  const free = storage.quota === undefined ? undefined : format(Math.max(0, storage.quota - storage.usage));
  return (
    <div className="storage-panel">
      <p className="storage-panel__usage">
        {free === undefined ? (
          <Trans>Space used on this device: {used}</Trans>
        ) : (
          <Trans>
            Space used on this device: {used}. Available: {free}.
          </Trans>
        )}
      </p>
      <p className="storage-panel__persist">
        {storage.persisted ? (
          <Trans>Your browser keeps this content until you remove it.</Trans>
        ) : (
          <Trans>Your browser may remove saved content when the device runs low on space.</Trans>
        )}
      </p>
    </div>
  );
}
