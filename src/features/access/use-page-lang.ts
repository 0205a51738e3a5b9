import { useEffect, useState } from 'react';
import type { Lang } from '@/content/types';
import { isLangEnabled } from '@/i18n/lang';
import { useStore } from '@/lib/store';
import { sessionStore, writeSession } from './session-store';

/**
 * The learner's language is the session's, one source for every tab:
 * - a page opened under a language makes it the learner's language;
 * - when another tab changes it, the page on screen stays, and the next page this tab opens
 *   is in that language: the language to go to is returned (null while there is none).
 */
export function usePageLang(lang: Lang | null, location: string): Lang | null {
  const chosen = useStore(sessionStore).lang;
  useEffect(() => {
    const session = sessionStore.getSnapshot();
    if (lang && session.lang !== lang) void writeSession({ lang });
  }, [lang]);
  const elsewhere = lang !== null && chosen !== null && chosen !== lang && isLangEnabled(chosen);
  // The page on screen when the language changed elsewhere, kept until the tab follows
  // (state derived while rendering: https://react.dev/reference/react/useState#storing-information-from-previous-renders).
  const [shownAt, setShownAt] = useState<string | null>(null);
  const at = elsewhere ? (shownAt ?? location) : null;
  if (at !== shownAt) setShownAt(at);
  return elsewhere && shownAt !== null && shownAt !== location ? chosen : null;
}
