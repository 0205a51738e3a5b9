import { Trans } from '@lingui/react/macro';
import { config } from '@/lib/config';
import type { ErrorRegion } from './ErrorBoundary';

/**
 * What shows where a part of the page failed to render: a plain message, a way out (Reload)
 * and who to tell. A whole page that failed has a heading of its own; an overlay (search, a
 * dialog) shows as a panel over the page.
 */
export function ErrorFallback({ region }: { region: ErrorRegion }) {
  const email = config.contactEmail;
  const page = region === 'page';
  const Heading = page ? 'h1' : 'h2';
  return (
    <div role="alert" className="error-fallback" data-region={region}>
      <Heading className="error-fallback-title">
        <Trans>Something went wrong</Trans>
      </Heading>
      <p>
        {page ? (
          <Trans>This page could not be shown. Your progress on this device is safe.</Trans>
        ) : (
          <Trans>This part of the page could not be shown. Your progress on this device is safe.</Trans>
        )}
      </p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </button>
      <p>
        <Trans>
          If it happens again, contact us at <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      </p>
    </div>
  );
}
