import { use } from 'react';
import { loadContent } from './load';
import type { Lang, LanguageContent } from './types';

const cache = new Map<Lang, Promise<LanguageContent>>();

/**
 * Starts loading a language's content chunk (once). Routes call it before
 * their page chunk arrives so both download in parallel, not one after the other.
 */
export function preloadContent(lang: Lang): Promise<LanguageContent> {
  let promise = cache.get(lang);
  if (!promise) {
    promise = loadContent(lang);
    cache.set(lang, promise);
  }
  return promise;
}

/** Suspends until the language's content chunk is loaded. */
export function useContent(lang: Lang): LanguageContent {
  return use(preloadContent(lang));
}
