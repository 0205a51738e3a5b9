import { lazy, Suspense } from 'react';
import type { Lang } from '@/content/types';

const Panel = lazy(() => import('./EveryonePanel').then((m) => ({ default: m.EveryonePanel })));

/** Nothing in its place until its chunk (with its strings) is in. */
export function LazyEveryonePanel({ lang }: { lang: Lang }) {
  return (
    <Suspense fallback={null}>
      <Panel lang={lang} />
    </Suspense>
  );
}
