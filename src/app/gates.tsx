import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { Lang } from '../content/types';
import { EntryScreen } from '../features/access/EntryScreen';
import { useSession } from '../features/access/SessionContext';
import { pickLang } from '../i18n/lang';
import { paths } from '../lib/paths';

/** Entry: a stored id goes straight to implementation (stored → browser → English). */
export function EntryGate({ lang }: { lang?: Lang }) {
  const { session } = useSession();
  if (session.id) {
    const target = pickLang(session.lang, navigator.languages ?? []);
    return <Redirect to={paths.section(target, 'implementation')} replace />;
  }
  if (!lang) return <Redirect to={paths.entry(pickLang(session.lang, navigator.languages ?? []))} replace />;
  return <EntryScreen lang={lang} />;
}

/** Section pages need a stored id; otherwise back to the entry screen. */
export function SectionGuard({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { session } = useSession();
  if (!session.id) return <Redirect to={paths.entry(lang)} replace />;
  return <>{children}</>;
}
