import { localise } from './localise';
import type { MediaTexts, LanguageTexts } from './texts';
import type { Lang, LanguageContent } from './types';

/**
 * A language's content as the media generator (scripts/media) needs it: the app's, plus
 * the pages of each document and what each video says (./{lang}/media.ts), which the
 * app's bundle leaves out. Node (tsx) and Vite (Vitest) both resolve these imports from
 * the language code, so a language needs nothing here.
 */
export async function loadMediaContent(lang: Lang): Promise<LanguageContent> {
  const [{ texts }, { media }] = (await Promise.all([import(`./${lang}/index.ts`), import(`./${lang}/media.ts`)])) as [
    { texts: LanguageTexts },
    { media: MediaTexts },
  ];
  return localise(lang, texts, media);
}
