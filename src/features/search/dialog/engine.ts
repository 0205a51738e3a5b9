import type { MiniSearch } from './minisearch';
import type { Lang } from '../../../content/types';
import { logError } from '../../../lib/log';
import { indexOptions, QUERY_OPTIONS } from '../options';
import { unpackIndex } from '../packed-index';
import type { SearchDoc, SearchIndexData } from '../search-doc';

export interface SearchHit {
  /** The document's position in the index: stable, used for element ids. */
  id: number;
  doc: SearchDoc;
  /** The index terms that matched (normalised): what the result marks. */
  terms: string[];
}

/** Resources first, then modules (the grouping), each best first. */
export interface SearchResults {
  resources: SearchHit[];
  modules: SearchHit[];
}

export interface SearchEngine {
  search(query: string): SearchResults;
}

/** Enough to choose from while a list stays short enough to scan by ear. */
export const GROUP_LIMIT = 10;

export const NO_RESULTS: SearchResults = { resources: [], modules: [] };

const isModuleDoc = (doc: SearchDoc) => doc.kind === 'slide' || doc.kind === 'overview';

function indexData(lang: Lang): Promise<string> {
  return lang === 'fr'
    ? import('virtual:search-index-fr').then((m) => m.data)
    : import('virtual:search-index-en').then((m) => m.data);
}

/** A search over documents, with the index's matches split into the two groups. */
export function createEngine(index: MiniSearch, docs: readonly SearchDoc[]): SearchEngine {
  return {
    search(query) {
      if (!query.trim()) return NO_RESULTS;
      const results: SearchResults = { resources: [], modules: [] };
      // Every word must match; when nothing has them all, what has most of them.
      const all = index.search(query, QUERY_OPTIONS);
      const matches = all.length ? all : index.search(query, { ...QUERY_OPTIONS, combineWith: 'OR' });
      for (const match of matches) {
        const id = match.id as number;
        const doc = docs[id];
        const group = isModuleDoc(doc) ? results.modules : results.resources;
        if (group.length < GROUP_LIMIT) group.push({ id, doc, terms: match.terms });
      }
      return results;
    },
  };
}

async function load(lang: Lang): Promise<SearchEngine> {
  // The library and the index are chunks of their own, fetched side by side.
  const [{ MiniSearch }, json] = await Promise.all([import('./minisearch'), indexData(lang)]);
  const data = JSON.parse(json) as SearchIndexData;
  return createEngine(MiniSearch.loadJS(unpackIndex(data.index), indexOptions(lang)), data.docs);
}

const engines = new Map<Lang, Promise<SearchEngine>>();

/** The language's search, loaded once; a failed load is tried again on the next call. */
export function loadSearch(lang: Lang): Promise<SearchEngine> {
  let engine = engines.get(lang);
  if (!engine) {
    engine = load(lang).catch((error: unknown) => {
      engines.delete(lang);
      logError('search index load', error);
      throw error;
    });
    engines.set(lang, engine);
  }
  return engine;
}
