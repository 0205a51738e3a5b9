import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PageLayout } from '../../components/layout/PageLayout';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { Lang, ResourceType } from '../../content/types';
import { HeaderStatus } from '../pwa';

export function ModuleNotFound({ lang, resourceType }: { lang: Lang; resourceType: ResourceType }) {
  useDocumentTitle('404');
  return (
    <PageLayout lang={lang} tools={<HeaderStatus lang={lang} />}>
      <div className="module-missing">
        <h1>
          <Trans>404: Module Not Found</Trans>
        </h1>
        <p>
          <Link href={paths.section(lang, resourceType)}>
            <Trans>Click here to return to the program</Trans>
          </Link>
        </p>
      </div>
    </PageLayout>
  );
}
