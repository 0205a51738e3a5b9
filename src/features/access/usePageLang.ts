import { useEffect } from 'react';
import type { Lang } from '../../content/types';
import { sessionStore, writeSession } from './session-store';

/**
 * The language of the page opened is the learner's language: the session (the one source
 * the pack engine and the entry screen read) takes it when the two differ.
 */
export function usePageLang(lang: Lang | null): void {
  useEffect(() => {
    const session = sessionStore.getSnapshot();
    if (lang && session.lang !== lang) void writeSession({ ...session, lang });
  }, [lang]);
}
