import { chunkCatalogue } from '@/i18n/chunk-catalogue';
import { messages as en } from './locales/en/messages.po';

/** Everyone's progress file's strings (a catalogue of their own: only the progress page's panel carries them). */
export const loadEveryoneMessages = chunkCatalogue({
  en: () => Promise.resolve(en),
  fr: () => import('./locales/fr/messages.po').then((m) => m.messages),
});
