import { Trans } from '@lingui/react/macro';
import type { PackErrorKind } from '@/lib/pack-errors';
import type { PackStatus } from '../packs';

export function PackErrorMessage({ error }: { error?: PackErrorKind }) {
  switch (error) {
    case 'quota':
      return (
        <Trans>
          There is not enough storage space on this device. Free up some space or remove other offline content, then try again. Files
          already saved are kept.
        </Trans>
      );
    case 'unsupported':
      return <Trans>This browser cannot save content for offline use.</Trans>;
    default:
      return (
        <Trans>
          Some files could not be saved because they did not match the expected content. Reload the app to get the latest version, then try
          again.
        </Trans>
      );
  }
}

/** One short word or phrase for the pack's state (announced politely). */
export function PackStatusLabel({ status, partial }: { status: PackStatus; partial: boolean }) {
  switch (status) {
    case 'complete':
      return <Trans>Available offline</Trans>;
    case 'running':
      return <Trans>Downloading…</Trans>;
    case 'paused':
      return <Trans>Paused</Trans>;
    case 'waiting':
      return <Trans>Waiting for a connection — the download continues when you are back online.</Trans>;
    case 'error':
      return <Trans>Download stopped</Trans>;
    case 'incomplete':
      return <Trans>Not yet fully on this device</Trans>;
    case 'idle':
      return partial ? <Trans>Partly available offline</Trans> : <Trans>Not available offline</Trans>;
  }
}
