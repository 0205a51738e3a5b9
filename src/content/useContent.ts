import { use } from 'react';
import { loadContent } from './load';
import type { Lang, LanguageContent } from './types';

const cache = new Map<Lang, Promise<LanguageContent>>();

/** Suspends until the language's content chunk is loaded (once per language). */
export function useContent(lang: Lang): LanguageContent {
  let promise = cache.get(lang);
  if (!promise) {
    promise = loadContent(lang);
    cache.set(lang, promise);
  }
  return use(promise);
}
