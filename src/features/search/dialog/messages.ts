import { setupI18n, type I18n } from '@lingui/core';
import type { Lang } from '@/content/types';
import { messages as en } from './locales/en/messages.po';

/*
 * The dialog's strings are a catalogue of their own (lingui.config.ts), loaded with the dialog
 * (English inside its chunk, French on demand) into an i18n instance of its own: the entry chunk
 * carries none of them, and loading them does not render the whole page again (as adding them
 * to the app's instance would).
 */
const loaded = new Map<Lang, Promise<I18n>>();

export function loadSearchI18n(lang: Lang): Promise<I18n> {
  let i18n = loaded.get(lang);
  if (!i18n) {
    const catalogue = lang === 'fr' ? import('./locales/fr/messages.po').then((m) => m.messages) : Promise.resolve(en);
    i18n = catalogue.then((messages) => setupI18n({ locale: lang, messages: { [lang]: messages } }));
    i18n.catch(() => loaded.delete(lang));
    loaded.set(lang, i18n);
  }
  return i18n;
}
