import type { Lang } from '../content/types';
import { config } from '../lib/config';
import { DEFAULT_LANG, isLang } from './i18n';

/** French (and any later language) is wired end to end but disabled unless the build flag enables it. */
export function isLangEnabled(lang: Lang): boolean {
  return lang === DEFAULT_LANG || config.frenchEnabled;
}

/** Stored language, else the browser's, else English — limited to enabled languages. */
export function pickLang(stored: unknown, browser: readonly string[]): Lang {
  const candidates = [stored, ...browser.map((tag) => tag.slice(0, 2).toLowerCase())];
  const found = candidates.find((c): c is Lang => isLang(c) && isLangEnabled(c));
  return found ?? DEFAULT_LANG;
}
