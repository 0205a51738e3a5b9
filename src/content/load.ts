import type { Lang, LanguageContent } from './types';

/** Content is code-split per language so the entry screen stays small. */
export function loadContent(lang: Lang): Promise<LanguageContent> {
  return lang === 'fr'
    ? import('./fr/index').then((m) => m.content)
    : import('./en/index').then((m) => m.content);
}
