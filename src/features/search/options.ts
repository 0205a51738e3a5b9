import type { Options, SearchOptions } from 'minisearch';
import type { Lang } from '@/content/types';
import { SEARCH_FIELDS } from './search-doc';
import { indexTerm, WORD } from './terms';

/**
 * How text becomes terms: the same when the build writes the index (scripts/search) and when
 * the page reads it, or stored terms and the page's queries would not meet.
 */
export function indexOptions(lang: Lang): Options {
  return {
    fields: [...SEARCH_FIELDS],
    tokenize: (text) => text.match(WORD) ?? [],
    processTerm: (term) => indexTerm(lang, term),
  };
}

/** Words of five letters or more may have one typo (the rule); shorter ones none. */
const typoTolerance = (term: string) => (term.length >= 5 ? 1 : 0);

/**
 * Prefix ("eligib") and typo-tolerant matching; every word of the query must match somewhere;
 * a title match outweighs the same words in the body.
 */
export const QUERY_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: typoTolerance,
  combineWith: 'AND',
  boost: { title: 4, where: 1.5, text: 1 },
  // A word's exact form outranks words it is only the start of, or one typo away from.
  weights: { prefix: 0.4, fuzzy: 0.3 },
};
