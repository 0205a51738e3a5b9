import { useCallback, type ReactNode } from 'react';
import { LangChoiceProvider } from '../components/layout/lang-choice';
import type { Lang } from '../content/types';
import { useSession } from '../features/access/SessionContext';

/** The language switch (in the shared layout) stores the choice in the session. */
export function LangChoiceFromSession({ children }: { children: ReactNode }) {
  const { setLang } = useSession();
  const choose = useCallback((lang: Lang) => void setLang(lang), [setLang]);
  return <LangChoiceProvider choose={choose}>{children}</LangChoiceProvider>;
}
