import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { DelayedSpinner } from '../components/DelayedSpinner';
import type { Lang } from '../content/types';
import { activateLang, i18n } from '../i18n/i18n';
import { isLangEnabled } from '../i18n/lang';
import { logError } from '../lib/log';
import { withLang } from '../lib/paths';

/** Parent of every page under a language: redirects a disabled one to English, sets <html lang>. */
export function LangGate({ lang, children }: { lang: Lang; children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const enabled = isLangEnabled(lang);
  const [ready, setReady] = useState(enabled && i18n.locale === lang);

  useEffect(() => {
    if (!enabled) return;
    document.documentElement.lang = lang;
    activateLang(lang)
      .catch((e) => logError('load language', e))
      .finally(() => setReady(true));
  }, [lang, enabled]);

  if (!enabled) {
    // The same address in English: a link to a slide (?slide=n) or a block (#id) still lands there.
    const to = `${withLang(location, 'en')}${search && `?${search}`}${globalThis.location?.hash ?? ''}`;
    return <Redirect to={to} replace />;
  }
  if (!ready) return <DelayedSpinner />;
  return <>{children}</>;
}
