import type { Lang } from '../content/types';
import { firstLang } from '../lib/canonical-path';
import { config } from '../lib/config';
import { DEFAULT_LANG, LANGS } from './i18n';

/** French (and any later language) is wired end to end but disabled unless the build flag enables it. */
export function isLangEnabled(lang: Lang): boolean {
  return lang === DEFAULT_LANG || config.frenchEnabled;
}

/** The languages this build has, the default first (the canonical address puts it in place of another: lib/canonical-path.ts). */
export const builtLangs = (): Lang[] => LANGS.filter(isLangEnabled);

/** Stored language, else the browser's, else English — limited to enabled languages. */
export function pickLang(stored: unknown, browser: readonly string[]): Lang {
  return firstLang([stored, ...browser], builtLangs()) as Lang;
}
