import { chunkCatalogue } from '@/i18n/chunk-catalogue';
import { messages as en } from './locales/en/messages.po';

/**
 * The presentation's strings: a catalogue of their own, in the app's i18n instance rather than one
 * of their own (as the search dialog's are): the slide parts the presentation shares with the
 * module page (media notices, the video player) speak the app's catalogue, and a route change
 * renders the page anew anyway.
 *
 * Resolves once the language's presentation strings are in the given i18n.
 */
export const loadPresentMessages = chunkCatalogue({
  en: () => Promise.resolve(en),
  fr: () => import('./locales/fr/messages.po').then((m) => m.messages),
});
