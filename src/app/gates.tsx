import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageCommitted } from '../components/page-committed';
import { useRouteBase } from '../components/route-base';
import { EntryScreen, useSession, signOutNotice } from '@/features/access';
import { useStore } from '../lib/store';
import { pickLang } from '../i18n/lang';
import { paths, type Base } from '../lib/paths';

/**
 * Entry: a stored id goes straight to implementation (stored → browser → English), under the
 * same prefix; /toolkit without a language goes on to the entry screen in that language.
 */
export function EntryGate({ base }: { base?: Base }) {
  const { session } = useSession();
  if (base && !session.id) {
    return (
      <>
        <EntryScreen lang={base.lang} />
        <PageCommitted />
      </>
    );
  }
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

/**
 * Every page but the entry screen: when the API has turned the stored id away (a notice is
 * waiting), back to the entry screen, which shows the notice. Module pages are open to visitors
 * (spec §6), so without this a learner would stay there without knowing they were signed out.
 */
export function SignedOutGate({ base, children }: { base: Base; children: ReactNode }) {
  const notice = useStore(signOutNotice);
  if (notice) return <Redirect to={paths.entry.href(base)} replace />;
  return <>{children}</>;
}
