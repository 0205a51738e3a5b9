import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '@/content/types';
import { logError } from '@/lib/log';
import { drawnAlike, NO_RESULTS, type SearchResults } from './engine';
import { search } from '../search-client';

export interface SearchState {
  status: 'loading' | 'ready' | 'failed';
  /** The latest results received, and the query they answer. */
  results: SearchResults;
  query: string;
  /** Asks for a query's results: the page renders only when they arrive, not on every keystroke. */
  ask(query: string): void;
  retry(): void;
}

/** Results from the search worker for what the field holds; older answers are dropped. */
export function useSearch(lang: Lang): SearchState {
  const [shown, setShown] = useState<{ query: string; results: SearchResults } | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef('');
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => void (live.current = false);
  }, []);
  const ask = useCallback(
    (query: string) => {
      latest.current = query;
      const current = () => live.current && latest.current === query;
      search(lang, query).then(
        (results) => {
          if (!current()) return;
          // A keystroke that changes no result keeps the list on screen as it is (only the status names the new query).
          setShown((shown) => ({ query, results: shown && drawnAlike(shown.results, results) ? shown.results : results }));
          setFailed(false);
        },
        (error: unknown) => {
          logError('search', error);
          if (current()) setFailed(true);
        },
      );
    },
    [lang],
  );
  // The index starts loading as the dialog opens (the first answer is for the empty query).
  useEffect(() => ask(''), [ask]);
  const retry = useCallback(() => ask(latest.current), [ask]);
  const status = failed ? 'failed' : shown ? 'ready' : 'loading';
  return { status, results: shown?.results ?? NO_RESULTS, query: shown?.query ?? '', ask, retry };
}
