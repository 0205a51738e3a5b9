import type { Lang } from '@/content/types';
import type { SearchResults } from './dialog/engine';

/** Page → search worker: a query ('' only loads the language's index). */
export interface SearchRequest {
  seq: number;
  lang: Lang;
  query: string;
}

/** Search worker → page: the request's results, or that the index could not load. */
export type SearchReply = { seq: number; results: SearchResults } | { seq: number; failed: true };
