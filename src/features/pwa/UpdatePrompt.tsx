import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { onUpdateAvailable } from '@/lib/sw-bridge';

/**
 * A new version waits until the user chooses to reload: code is never swapped
 * under an open module, and progress is already saved, so reloading loses nothing.
 */
export function UpdatePrompt() {
  const [apply, setApply] = useState<(() => Promise<void>) | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => onUpdateAvailable((fn) => setApply(() => fn)), []);
  if (!apply) return null;
  return (
    <div className="update-prompt" role="status">
      <span>
        <Trans>Update available</Trans>
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void apply();
        }}
      >
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}
