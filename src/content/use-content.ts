import { use } from 'react';
import { loadContent } from './load';
import type { Lang, LanguageContent } from './types';

type TrackedPromise = Promise<LanguageContent> & { status?: 'fulfilled'; value?: LanguageContent };

const cache = new Map<Lang, TrackedPromise>();

/**
 * Starts loading a language's content chunk (once). Routes call it before
 * their page chunk arrives so both download in parallel, not one after the other.
 */
export function preloadContent(lang: Lang): Promise<LanguageContent> {
  let promise = cache.get(lang);
  if (!promise) {
    const loading: TrackedPromise = loadContent(lang);
    // React's use() reads these fields: once loaded, pages render without suspending.
    void loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => undefined,
    );
    promise = loading;
    cache.set(lang, promise);
  }
  return promise;
}

/** Suspends until the language's content chunk is loaded. */
export function useContent(lang: Lang): LanguageContent {
  return use(preloadContent(lang));
}
