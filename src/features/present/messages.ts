import type { I18n, Messages } from '@lingui/core';
import type { Lang } from '@/content/types';
import { messages as en } from './locales/en/messages.po';

/*
 * The presentation's strings are a catalogue of their own (lingui.config.ts), in its chunk
 * (English; French on demand), so no other page carries them. They join the app's i18n
 * instance rather than one of their own (as the search dialog's do): the slide parts the
 * presentation shares with the module page (media notices, the video player) speak the app's
 * catalogue, and a route change renders the page anew anyway.
 */
const CATALOGUES: Record<Lang, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  fr: () => import('./locales/fr/messages.po').then((m) => m.messages),
};

const loaded = new WeakMap<I18n, Map<Lang, Promise<void>>>();

/**
 * Resolves once the language's presentation strings are in the given i18n, the app's one that
 * the page reads from its context (one promise per instance and language, for use()).
 */
export function loadPresentMessages(i18n: I18n, lang: Lang): Promise<void> {
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
