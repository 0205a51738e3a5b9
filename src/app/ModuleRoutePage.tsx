import { ModuleRoute, type ModuleRouteProps } from '@/features/modules';
import { PageShell } from './PageShell';

/** A module page (or its not-found page) in the page shell: the chunk the module routes load. */
export function ModuleRoutePage(props: ModuleRouteProps) {
  return (
    <PageShell>
      <ModuleRoute {...props} />
    </PageShell>
  );
}
