import { createContext, useContext } from 'react';
import type { Lang } from '@/content/types';

/**
 * Remembers the learner's language choice. The session (features/access) provides it: the
 * layout sits below the features and must not import them.
 */
type ChooseLang = (lang: Lang) => void;

export const LangChoice = createContext<ChooseLang>(() => undefined);

export function useLangChoice(): ChooseLang {
  return useContext(LangChoice);
}
