import { lazy, Suspense } from 'react';
import type { Lang } from '@/content/types';
import type { PackScope } from '@/features/packs';

/*
 * The pack file controls load after the offline page, as a chunk of their own (with their
 * strings); their ZIP reader and writer load only when a file is added or saved. Until then
 * nothing is shown in their place, so no page carries their code.
 */
const Panel = lazy(() => import('./PackFilesPanel').then((m) => ({ default: m.PackFilesPanel })));
const Save = lazy(() => import('./SavePackFile').then((m) => ({ default: m.SavePackFile })));

export function PackFilesPanel({ lang }: { lang: Lang }) {
  return (
    <Suspense fallback={null}>
      <Panel lang={lang} />
    </Suspense>
  );
}

export function SavePackFile({ lang, scope }: { lang: Lang; scope: PackScope }) {
  return (
    <Suspense fallback={null}>
      <Save lang={lang} scope={scope} />
    </Suspense>
  );
}
