import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { DelayedSpinner } from '../components/DelayedSpinner';
import { useSameAddress } from '../components/same-address';
import type { Lang } from '../content/types';
import { usePageLang } from '@/features/access';
import { activateLang, i18n } from '../i18n/i18n';
import { logError } from '../lib/log';
import { withLang } from '../lib/paths';

/**
 * Parent of every page under a language (one this build has: the routes sent any other to the
 * default, lib/canonical-path.ts): sets <html lang>, and follows a language chosen in another tab.
 */
export function LangGate({ lang, children }: { lang: Lang; children: ReactNode }) {
  const [location] = useLocation();
  const sameAddress = useSameAddress();
  const [ready, setReady] = useState(i18n.locale === lang);
  const follow = usePageLang(lang, location);

  useEffect(() => {
    document.documentElement.lang = lang;
    activateLang(lang)
      .catch((e) => logError('load language', e))
      .finally(() => setReady(true));
  }, [lang]);

  // The language was changed in another tab: the next page opened here is in it. A link to a
  // slide (?slide=n) or a block (#id) still lands there in the other language.
  if (follow) return <Redirect to={sameAddress((pathname) => withLang(pathname, follow))} replace />;
  if (!ready) return <DelayedSpinner />;
  return <>{children}</>;
}
