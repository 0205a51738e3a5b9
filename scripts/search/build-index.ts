import MiniSearch from 'minisearch';
import { loadMediaContent } from '../../src/content/media-content';
import type { Lang } from '../../src/content/types';
import { indexOptions } from '../../src/features/search/options';
import { packIndex } from '../../src/features/search/packed-index';
import type { SearchDoc, SearchIndexData } from '../../src/features/search/search-doc';
import { searchDocs } from './extract';

/** The documents and MiniSearch's index of them; a document's id is its position. */
export function buildSearchIndex(lang: Lang, docs: SearchDoc[]): SearchIndexData {
  const search = new MiniSearch(indexOptions(lang));
  search.addAll(docs.map(({ title, where, text }, id) => ({ id, title, where, text })));
  return { docs, index: packIndex(search.toJSON()) };
}

/** One language's index as the app loads it (src/features/search/dialog/engine.ts). */
export async function searchIndexJson(lang: Lang): Promise<string> {
  return JSON.stringify(buildSearchIndex(lang, searchDocs(await loadMediaContent(lang))));
}
