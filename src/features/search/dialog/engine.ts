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
  /**
   * The result as drawn (its document, title and snippet with their marks): two hits that look
   * the same need no new drawing, whichever query found them.
   */
  look: string;
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

const drawn = (segments: Segment[]) => segments.map((s) => (s.mark ? `\u0001${s.text}\u0002` : s.text)).join('');

function hitOf(id: number, { text, ...doc }: SearchDoc, terms: string[]): SearchHit {
  const matched = new Set(terms);
  const title = highlight(doc.title, matched);
  const body = text ? snippet(text, matched) : [];
  return { id, doc, terms, title, snippet: body, look: `${id}\u0000${drawn(title)}\u0000${drawn(body)}` };
}

const sameLooks = (a: SearchHit[], b: SearchHit[]) => a.length === b.length && a.every((hit, i) => hit.look === b[i].look);

/** Whether two answers draw the same list: then what is on screen can stay as it is. */
export const drawnAlike = (a: SearchResults, b: SearchResults) => sameLooks(a.resources, b.resources) && sameLooks(a.modules, b.modules);

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
