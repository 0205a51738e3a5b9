import type { Lang } from '@/content/types';

/*
 * The worker's lazy chunks, named in one place: the worker's entry starts fetching them with
 * the first request, beside the engine's own code, instead of one after the other.
 */
export const libraryChunk = () => import('./minisearch');

/** One chunk per language of LANGS (a language added there fails the type check here until its index is named). */
const INDEX_CHUNKS: Record<Lang, () => Promise<{ data: string }>> = {
  en: () => import('virtual:search-index-en'),
  fr: () => import('virtual:search-index-fr'),
};

export const indexChunk = (lang: Lang): Promise<string> => INDEX_CHUNKS[lang]().then((m) => m.data);
