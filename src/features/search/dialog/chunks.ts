import type { Lang } from '../../../content/types';

/*
 * The worker's lazy chunks, named in one place: the worker's entry starts fetching them with
 * the first request, beside the engine's own code, instead of one after the other.
 */
export const libraryChunk = () => import('./minisearch');

export const indexChunk = (lang: Lang): Promise<string> =>
  lang === 'fr' ? import('virtual:search-index-fr').then((m) => m.data) : import('virtual:search-index-en').then((m) => m.data);
