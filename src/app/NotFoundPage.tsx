import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Lang } from '../content/types';
import { PageLayout } from '../components/layout/PageLayout';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { HeaderStatus } from '../features/pwa';

export function NotFoundPage({ lang }: { lang: Lang }) {
  useDocumentTitle('404');
  return (
    <PageLayout lang={lang} tools={<HeaderStatus lang={lang} />}>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>Sorry, we could not find that page.</Trans>
      </p>
      <p>
        <Link href={paths.entry(lang)}>
          <Trans>Go to the toolkit home page</Trans>
        </Link>
      </p>
    </PageLayout>
  );
}
