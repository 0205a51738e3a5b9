import { logError } from '@/lib/log';
import type { SearchReply, SearchRequest } from '../protocol';
import { engineFor } from './load-engine';

/** A request's reply: its results, or that the index could not load (logged). */
export async function answer({ seq, lang, query }: SearchRequest): Promise<SearchReply> {
  try {
    return { seq, results: (await engineFor(lang)).search(query) };
  } catch (error) {
    logError('search index load', error);
    return { seq, failed: true };
  }
}
