/**
 * The toolkit's languages, declared once: `Lang`, `isLang`, the content, media and message
 * loaders and lingui.config.ts's locales all follow this list ("Add a language" in
 * docs/architecture.md). Plain data, so scripts and configs can import it.
 */
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return LANGS.includes(value as Lang);
}
