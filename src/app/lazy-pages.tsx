import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { DelayedSpinner } from '../components/DelayedSpinner';
import { PageCommitted } from '../components/page-committed';
import { loadPageMessages } from '../i18n/i18n';

/** A page's code, with the pages' strings (src/i18n/i18n.ts): the entry chunk carries only the entry screen's. */
function withMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPageMessages()]).then(([page]) => page);
}

/**
 * A code-split page that renders without suspending once preload() has resolved,
 * so start-up (start.ts, through mount.tsx) can make the app's first commit the whole
 * page, drawn in one go over its prerendered HTML (no blank frame between the two).
 */
function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => (pending ??= withMessages(load)().then((component) => (loaded = component)));
  const LazyPage = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    return loaded ? createElement(loaded, props) : createElement(LazyPage as ComponentType<P>, props);
  }
  return Object.assign(Page, { preload });
}

/*
 * Every page but the entry screen is code-split, so the entry screen stays
 * under its 100 KB JavaScript budget (design-notes §9). Each page module wraps its
 * content in the page shell itself, so the shell (and the header status with it)
 * loads with the pages, never with the entry chunk.
 */
export const SectionRoutePage = preloadable(() => import('./SectionRoutePage').then((m) => m.SectionRoutePage));
export const ModuleRoutePage = preloadable(() => import('./ModuleRoutePage').then((m) => m.ModuleRoutePage));
export const OfflinePage = lazy(withMessages(() => import('./OfflinePage').then((m) => ({ default: m.OfflinePage }))));
export const PresentRoutePage = lazy(withMessages(() => import('./PresentRoutePage').then((m) => ({ default: m.PresentRoutePage }))));
export const BackupPage = lazy(withMessages(() => import('./BackupPage').then((m) => ({ default: m.BackupPage }))));
export const ContactPage = lazy(withMessages(() => import('./ContactPage').then((m) => ({ default: m.ContactPage }))));
export const NotFoundPage = lazy(withMessages(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage }))));

export function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<DelayedSpinner />}>
      {children}
      <PageCommitted />
    </Suspense>
  );
}
