import type { ReactNode } from 'react';
import { LangChoice } from '@/components/layout/lang-choice';
import type { Lang } from '@/content/types';
import { useStore } from '@/lib/store';
import { sessionStore, storeSignIn, writeSession, type Session } from './session-store';

interface SessionApi {
  session: Session;
  signIn(id: string, lang: Lang): Promise<void>;
  setLang(lang: Lang): Promise<void>;
}

const setLang = (lang: Lang) => writeSession({ lang });
const chooseLang = (lang: Lang) => void setLang(lang);

/** Fills the shared language switch's choice: the layout sits below the features and must not import them. */
export function SessionProvider({ children }: { children: ReactNode }) {
  return <LangChoice value={chooseLang}>{children}</LangChoice>;
}

/** The session (session-store.ts, read before the first render so no screen flashes) and its changes. */
export function useSession(): SessionApi {
  return { session: useStore(sessionStore), signIn: storeSignIn, setLang };
}
