import type { I18n, Messages } from '@lingui/core';
import type { Lang } from '@/content/types';
import { messages as en } from './locales/en/messages.po';

/*
 * The pack files' strings are a catalogue of their own (lingui.config.ts), in their chunk
 * (English; French on demand), so no page but the offline page carries them, and that one only
 * once its pack file controls load. They join the app's i18n instance, as the presentation's do.
 */
const CATALOGUES: Record<Lang, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  fr: () => import('./locales/fr/messages.po').then((m) => m.messages),
};

const loaded = new WeakMap<I18n, Map<Lang, Promise<void>>>();

/** Resolves once the language's pack file strings are in the given i18n (one promise per instance and language, for use()). */
export function loadPackFilesMessages(i18n: I18n, lang: Lang): Promise<void> {
  let byLang = loaded.get(i18n);
  if (!byLang) loaded.set(i18n, (byLang = new Map()));
  let done = byLang.get(lang);
  if (!done) {
    const catalogue = byLang;
    done = CATALOGUES[lang]().then((messages) => i18n.load(lang, messages));
    done.catch(() => catalogue.delete(lang));
    catalogue.set(lang, done);
  }
  return done;
}
