import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '../../content/types';

/**
 * Remembers the learner's language choice. The app (the composition root) provides it from the
 * session: the layout sits below the features and must not import them.
 */
type ChooseLang = (lang: Lang) => void;

const LangChoiceContext = createContext<ChooseLang>(() => undefined);

export function LangChoiceProvider({ choose, children }: { choose: ChooseLang; children: ReactNode }) {
  return <LangChoiceContext.Provider value={choose}>{children}</LangChoiceContext.Provider>;
}

export function useLangChoice(): ChooseLang {
  return useContext(LangChoiceContext);
}
