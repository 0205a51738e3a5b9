import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useRouteBase } from '../components/route-base';
import { EntryScreen } from '../features/access/EntryScreen';
import { useSession } from '../features/access/SessionContext';
import { pickLang } from '../i18n/lang';
import { paths, type Base } from '../lib/paths';

/**
 * Entry: a stored id goes straight to implementation (stored → browser → English), under the
 * same prefix; /toolkit without a language goes on to the entry screen in that language.
 */
export function EntryGate({ base }: { base?: Base }) {
  const { session } = useSession();
  if (base && !session.id) return <EntryScreen lang={base.lang} />;
  const to = { prefix: base?.prefix ?? 'toolkit', lang: pickLang(session.lang, navigator.languages ?? []) } as const;
  if (session.id) return <Redirect to={paths.section.href(to, 'implementation')} replace />;
  return <Redirect to={paths.entry.href(to)} replace />;
}

/** Section pages need a stored id; otherwise back to the entry screen. */
export function SectionGuard({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const base = useRouteBase();
  if (!session.id) return <Redirect to={paths.entry.href(base)} replace />;
  return <>{children}</>;
}
