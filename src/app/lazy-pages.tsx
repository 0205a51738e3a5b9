import { lazy, Suspense, type ReactNode } from 'react';
import { DelayedSpinner } from '../components/DelayedSpinner';

/*
 * Every page but the entry screen is code-split, so the entry screen stays
 * under its 100 KB JavaScript budget (design-notes §9).
 */
export const SectionPage = lazy(() =>
  import('../features/sections/SectionPage').then((m) => ({ default: m.SectionPage })),
);
export const ModuleRoute = lazy(() =>
  import('../features/modules/ModuleRoute').then((m) => ({ default: m.ModuleRoute })),
);
export const OfflinePage = lazy(() =>
  import('../features/offline/OfflinePage').then((m) => ({ default: m.OfflinePage })),
);
export const BackupPage = lazy(() => import('./BackupPage').then((m) => ({ default: m.BackupPage })));
export const ContactPage = lazy(() => import('./ContactPage').then((m) => ({ default: m.ContactPage })));
export const NotFoundPage = lazy(() =>
  import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DelayedSpinner />}>{children}</Suspense>;
}
