import { chunkCatalogue } from '@/i18n/chunk-catalogue';
import { messages as en } from './locales/en/messages.po';

/**
 * The pack files' strings: a catalogue of their own, so no page but the offline page carries them,
 * and that one only once its pack file controls load.
 *
 * Resolves once the language's pack file strings are in the given i18n.
 */
export const loadPackFilesMessages = chunkCatalogue({
  en: () => Promise.resolve(en),
  fr: () => import('./locales/fr/messages.po').then((m) => m.messages),
});
