import { i18n, type Messages } from '@lingui/core';
import type { Lang } from '../content/types';
import { messages as en } from './locales/en/messages.po';

export { DEFAULT_LANG, isLang, LANGS } from './langs';

i18n.load('en', en);
i18n.activate('en');

/** English is bundled; French is loaded on demand. */
async function loadMessages(lang: Lang): Promise<Messages> {
  if (lang === 'en') return en;
  const { messages } = await import('./locales/fr/messages.po');
  return messages;
}

export async function activateLang(lang: Lang): Promise<void> {
  if (i18n.locale === lang) return;
  i18n.load(lang, await loadMessages(lang));
  i18n.activate(lang);
}

export { i18n };
