import { Trans } from '@lingui/react/macro';
import { config } from '@/lib/config';
import { useOnline, useOnlineAgain } from '@/lib/network';
import type { ErrorRegion } from './ErrorBoundary';

interface Props {
  region: ErrorRegion;
  /** What failed was code this device has not got (fetched lazily, and the connection is gone). */
  codeMissing?: boolean;
}

/**
 * What shows where a part of the page failed to render: a plain message, a way out (Reload)
 * and who to tell. A whole page that failed has a heading of its own; an overlay (search, a
 * dialog) shows as a panel over the page. Code that could not come while offline is not a
 * fault: that is said as it is, and a whole page loads again by itself once the connection is back.
 */
export function ErrorFallback({ region, codeMissing = false }: Props) {
  const online = useOnline();
  const page = region === 'page';
  useOnlineAgain(page && codeMissing, reload);
  const Heading = page ? 'h1' : 'h2';
  const notOnDevice = codeMissing && !online;
  return (
    <div role="alert" className="error-fallback" data-region={region}>
      {notOnDevice ? <NotOnDevice page={page} Heading={Heading} /> : <Failed page={page} Heading={Heading} />}
      <button type="button" className="button button--primary" onClick={reload}>
        <Trans>Reload</Trans>
      </button>
      {!notOnDevice && <Contact />}
    </div>
  );
}

const reload = () => window.location.reload();

interface Text {
  page: boolean;
  Heading: 'h1' | 'h2';
}

function NotOnDevice({ page, Heading }: Text) {
  return (
    <>
      <Heading className="error-fallback-title">
        {page ? <Trans>This page is not on this device yet</Trans> : <Trans>This part is not on this device yet</Trans>}
      </Heading>
      <p>
        {page ? (
          <Trans>
            It needs a connection the first time it opens, and there is none now. It opens by itself when the connection is back.
          </Trans>
        ) : (
          <Trans>It needs a connection the first time it opens, and there is none now. Reload once the connection is back.</Trans>
        )}{' '}
        <Trans>Your progress on this device is safe.</Trans>
      </p>
    </>
  );
}

function Failed({ page, Heading }: Text) {
  return (
    <>
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
    </>
  );
}

function Contact() {
  const email = config.contactEmail;
  return (
    <p>
      <Trans>
        If it happens again, contact us at <a href={`mailto:${email}`}>{email}</a>.
      </Trans>
    </p>
  );
}
