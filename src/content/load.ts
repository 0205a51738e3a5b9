import type { Lang, LanguageContent } from './types';

/** Content is code-split per language so the entry screen stays small: one chunk per ./{lang}/index.ts. */
const CHUNKS: Record<Lang, () => Promise<LanguageContent>> = {
  en: () => import('./en/index').then((m) => m.content),
  fr: () => import('./fr/index').then((m) => m.content),
};

export function loadContent(lang: Lang): Promise<LanguageContent> {
  return CHUNKS[lang]();
}
