import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { DelayedSpinner } from '../components/DelayedSpinner';
import type { Lang } from '../content/types';
import { usePageLang } from '../features/access/usePageLang';
import { activateLang, i18n, isLang } from '../i18n/i18n';
import { isLangEnabled } from '../i18n/lang';
import { logError } from '../lib/log';
import { Lazy, NotFoundPage } from './lazy-pages';
import { withLang } from '../lib/paths';

/** Parent of every {lang} route: validates it, redirects disabled French, sets <html lang>. */
export function LangGate({ lang, children }: { lang: string; children: (lang: Lang) => ReactNode }) {
  const [location] = useLocation();
  const valid = isLang(lang) && isLangEnabled(lang);
  const [ready, setReady] = useState(valid && i18n.locale === lang);
  const follow = usePageLang(valid ? lang : null, location);

  useEffect(() => {
    if (!valid) return;
    document.documentElement.lang = lang;
    activateLang(lang)
      .catch((e) => logError('load language', e))
      .finally(() => setReady(true));
  }, [lang, valid]);

  if (isLang(lang) && !isLangEnabled(lang)) return <Redirect to={withLang(location, 'en')} replace />;
  // The language was changed in another tab: the next page opened here is in it.
  if (follow) return <Redirect to={withLang(location, follow)} replace />;
  if (!isLang(lang)) {
    return (
      <Lazy>
        <NotFoundPage lang="en" />
      </Lazy>
    );
  }
  if (!ready) return <DelayedSpinner />;
  return <>{children(lang)}</>;
}
