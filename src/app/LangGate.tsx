import { DEFAULT_LANG } from '@/config/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { DelayedSpinner } from '../components/DelayedSpinner';
import { useSameAddress } from '../components/same-address';
import type { Lang } from '../content/types';
import { usePageLang } from '@/features/access';
import { activateLang, i18n } from '../i18n/i18n';
import { isLangEnabled } from '../i18n/lang';
import { logError } from '../lib/log';
import { withLang } from '../lib/paths';

/** Parent of every page under a language: redirects a disabled one to English, sets <html lang>. */
export function LangGate({ lang, children }: { lang: Lang; children: ReactNode }) {
  const [location] = useLocation();
  const sameAddress = useSameAddress();
  // A link to a slide (?slide=n) or a block (#id) still lands there in the other language.
  const sameAddressIn = (to: Lang) => sameAddress((pathname) => withLang(pathname, to));
  const enabled = isLangEnabled(lang);
  const [ready, setReady] = useState(enabled && i18n.locale === lang);
  const follow = usePageLang(enabled ? lang : null, location);

  useEffect(() => {
    if (!enabled) return;
    document.documentElement.lang = lang;
    activateLang(lang)
      .catch((e) => logError('load language', e))
      .finally(() => setReady(true));
  }, [lang, enabled]);

  if (!enabled) return <Redirect to={sameAddressIn(DEFAULT_LANG)} replace />;
  // The language was changed in another tab: the next page opened here is in it.
  if (follow) return <Redirect to={sameAddressIn(follow)} replace />;
  if (!ready) return <DelayedSpinner />;
  return <>{children}</>;
}
