import { localise } from './localise';
import type { LanguageTexts, MediaTexts } from './texts';
import type { Lang, LanguageContent } from './types';

/**
 * A language's texts (./{lang}/index.ts) and the texts only media need (./{lang}/media.ts).
 * Node (tsx) and Vite (Vitest) both resolve these imports from the language code, so a
 * language needs nothing here.
 */
export async function loadLanguageTexts(lang: Lang): Promise<{ texts: LanguageTexts; media: MediaTexts }> {
  const [{ texts }, { media }] = (await Promise.all([import(`./${lang}/index.ts`), import(`./${lang}/media.ts`)])) as [
    { texts: LanguageTexts },
    { media: MediaTexts },
  ];
  return { texts, media };
}

/**
 * A language's content as the media generator (scripts/media) needs it: the app's, plus
 * the pages of each document and what each video says, which the app's bundle leaves out.
 */
export async function loadMediaContent(lang: Lang): Promise<LanguageContent> {
  const { texts, media } = await loadLanguageTexts(lang);
  return localise(lang, texts, media);
}
