import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useRouteBase } from '../components/route-base';
import { useDocumentTitle } from '../components/use-document-title';
import { paths } from '../lib/paths';
import { PageShell } from './PageShell';

export function NotFoundPage() {
  useDocumentTitle('404');
  const base = useRouteBase();
  return (
    <PageShell>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>Sorry, we could not find that page.</Trans>
      </p>
      <p>
        <Link href={paths.entry.href(base)}>
          <Trans>Go to the toolkit home page</Trans>
        </Link>
      </p>
    </PageShell>
  );
}
