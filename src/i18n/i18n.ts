import { i18n, type Messages } from '@lingui/core';
import type { Lang } from '../content/types';
import { messages as en } from './locales/en/messages.po';

export { DEFAULT_LANG, isLang, LANGS } from './langs';

i18n.load('en', en);
i18n.activate('en');

/** English is bundled; every other language's catalogue is a chunk of its own, loaded on demand. */
const CATALOGUES: Record<Exclude<Lang, 'en'>, () => Promise<{ messages: Messages }>> = {
  fr: () => import('./locales/fr/messages.po'),
};

async function loadMessages(lang: Lang): Promise<Messages> {
  return lang === 'en' ? en : (await CATALOGUES[lang]()).messages;
}

export async function activateLang(lang: Lang): Promise<void> {
  if (i18n.locale === lang) return;
  i18n.load(lang, await loadMessages(lang));
  i18n.activate(lang);
}

export { i18n };
