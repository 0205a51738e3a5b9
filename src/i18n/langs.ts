import type { Lang } from '../content/types';

/** Every language the toolkit has content and messages for; plain data, so scripts can import it. */
export const LANGS: readonly Lang[] = ['en', 'fr'];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'fr';
}
