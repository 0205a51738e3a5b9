import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { LangChoice } from '../../components/layout/lang-choice';
import type { Lang } from '../../content/types';
import { writeSession, type Session } from './session-store';

interface SessionApi {
  session: Session;
  signIn(id: string, lang: Lang): Promise<void>;
  setLang(lang: Lang): Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

/** The session is read before the first render (app/start.ts, through bootstrap.ts), so no screen flashes. */
export function SessionProvider({ initial, children }: { initial: Session; children: ReactNode }) {
  const [session, setSession] = useState(initial);
  const update = useCallback(async (next: Session) => {
    setSession(next);
    await writeSession(next);
  }, []);
  const api = useMemo<SessionApi>(
    () => ({
      session,
      signIn: (id, lang) => update({ id, lang }),
      setLang: (lang) => update({ ...session, lang }),
    }),
    [session, update],
  );
  const chooseLang = useCallback((lang: Lang) => void api.setLang(lang), [api]);
  return (
    <SessionContext value={api}>
      {/* The shared language switch stores the choice here without importing this feature. */}
      <LangChoice value={chooseLang}>{children}</LangChoice>
    </SessionContext>
  );
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession outside SessionProvider');
  return api;
}
