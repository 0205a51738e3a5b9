import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PageLayout } from '../../app/layout/PageLayout';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import type { Lang, ResourceType } from '../../content/types';

export function ModuleNotFound({ lang, resourceType }: { lang: Lang; resourceType: ResourceType }) {
  useDocumentTitle('404');
  return (
    <PageLayout lang={lang}>
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
