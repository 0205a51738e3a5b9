import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { useDocumentTitle } from '@/components/use-document-title';
import type { ResourceType } from '@/content/types';
import { paths } from '@/lib/paths';

export function ModuleNotFound({ resourceType }: { resourceType: ResourceType }) {
  useDocumentTitle('404');
  const base = useRouteBase();
  return (
    <div className="module-missing">
      <h1>
        <Trans>404: Module Not Found</Trans>
      </h1>
      <p>
        <Link href={paths.section.href(base, resourceType)}>
          <Trans>Click here to return to the program</Trans>
        </Link>
      </p>
    </div>
  );
}
