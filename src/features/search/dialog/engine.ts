import type MiniSearch from 'minisearch';
import { QUERY_OPTIONS } from '../options';
import type { SearchDoc } from '../search-doc';
import { highlight, snippet, type Segment } from './snippet';

/** A result as the dialog draws it: the worker computes it whole, so the page only renders. */
export interface SearchHit {
  /** The document's position in the index: stable, used for element ids. */
  id: number;
  doc: Omit<SearchDoc, 'text'>;
  /** The index terms that matched (normalised). */
  terms: string[];
  title: Segment[];
  snippet: Segment[];
}

/** Resources first, then modules (the grouping), each best first. */
export interface SearchResults {
  resources: SearchHit[];
  modules: SearchHit[];
}

export interface SearchEngine {
  search(query: string): SearchResults;
}

/** Enough to choose from while a list stays short enough to scan by ear (and to draw on each keystroke). */
export const GROUP_LIMIT = 8;

export const NO_RESULTS: SearchResults = { resources: [], modules: [] };

const isModuleDoc = (doc: SearchDoc) => doc.kind === 'slide' || doc.kind === 'overview';

function hitOf(id: number, { text, ...doc }: SearchDoc, terms: string[]): SearchHit {
  const matched = new Set(terms);
  return { id, doc, terms, title: highlight(doc.title, matched), snippet: text ? snippet(text, matched) : [] };
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
        const group = isModuleDoc(docs[id]) ? results.modules : results.resources;
        if (group.length < GROUP_LIMIT) group.push(hitOf(id, docs[id], match.terms));
      }
      return results;
    },
  };
}
