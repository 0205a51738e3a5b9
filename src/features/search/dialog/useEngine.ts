import { useCallback, useEffect, useState } from 'react';
import type { Lang } from '../../../content/types';
import { loadSearch, type SearchEngine } from './engine';

export type EngineState = { status: 'loading' } | { status: 'ready'; engine: SearchEngine } | { status: 'failed'; retry(): void };

/** The language's search as it loads (the library and index chunks, from the precache offline). */
export function useEngine(lang: Lang): EngineState {
  const [loaded, setLoaded] = useState<{ lang: Lang; engine?: SearchEngine; failed?: true } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadSearch(lang).then(
      (engine) => live && setLoaded({ lang, engine }),
      () => live && setLoaded({ lang, failed: true }),
    );
    return () => void (live = false);
  }, [lang, attempt]);
  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((a) => a + 1);
  }, []);
  if (loaded?.lang !== lang) return { status: 'loading' };
  if (loaded.engine) return { status: 'ready', engine: loaded.engine };
  return loaded.failed ? { status: 'failed', retry } : { status: 'loading' };
}
