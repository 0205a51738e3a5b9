import { localise } from './localise';
import type { Lang, LanguageContent } from './types';

/**
 * A language's content as the media generator (scripts/media) needs it: the app's, plus
 * the pages of each document and what each video says (./{lang}/media.ts), which the
 * app's bundle leaves out.
 */
export async function loadMediaContent(lang: Lang): Promise<LanguageContent> {
  const [{ texts }, { media }] =
    lang === 'fr'
      ? await Promise.all([import('./fr/index'), import('./fr/media')])
      : await Promise.all([import('./en/index'), import('./en/media')]);
  return localise(lang, texts, media);
}
