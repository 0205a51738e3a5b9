import { Trans } from '@lingui/react/macro';
import { PageLayout } from '../../app/layout/PageLayout';
import type { Lang } from '../../content/types';

export function OfflinePage({ lang }: { lang: Lang }) {
  return (
    <PageLayout lang={lang}>
      <h1>
        <Trans>Offline content</Trans>
      </h1>
    </PageLayout>
  );
}
