import { DEFAULT_LANG } from '@/config/domain';
import { i18n, type Messages } from '@lingui/core';
import type { Lang } from '../content/types';
import { messages as entryEn } from './locales/en/entry.po';

export { DEFAULT_LANG, isLang, LANGS } from '../config/domain';

/*
 * Two catalogues per language (lingui.config.ts): the entry screen's strings, in the entry chunk
 * for English, and every other page's, loaded with the page's code (app/lazy-pages.tsx). A first
 * visitor's entry screen carries none of the pages' strings.
 */
i18n.load(DEFAULT_LANG, entryEn);
i18n.activate(DEFAULT_LANG);

type Catalogue = () => Promise<{ messages: Messages }>;

const ENTRY: Record<Lang, Catalogue> = {
  en: () => Promise.resolve({ messages: entryEn }),
  fr: () => import('./locales/fr/entry.po'),
};
const PAGES: Record<Lang, Catalogue> = {
  en: () => import('./locales/en/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
};

const loaded = new Map<string, Promise<void>>([['entry:en', Promise.resolve()]]);

function loadCatalogue(kind: 'entry' | 'pages', lang: Lang): Promise<void> {
  const key = `${kind}:${lang}`;
  let done = loaded.get(key);
  if (!done) {
    done = (kind === 'entry' ? ENTRY : PAGES)[lang]().then(({ messages }) => i18n.load(lang, messages));
    done.catch(() => loaded.delete(key));
    loaded.set(key, done);
  }
  return done;
}

/** The language being switched to (or the active one): what a page loading now is shown in. */
let target = i18n.locale as Lang;
/** Once a page beyond the entry screen has asked for its strings, every language switch loads them too. */
let pagesWanted = false;

/** The pages' strings in the language being activated; every lazy page's code waits for them. */
export function loadPageMessages(): Promise<void> {
  pagesWanted = true;
  return loadCatalogue('pages', target);
}

export async function activateLang(lang: Lang): Promise<void> {
  target = lang;
  if (i18n.locale === lang && !pagesWanted) return;
  await Promise.all([loadCatalogue('entry', lang), pagesWanted ? loadCatalogue('pages', lang) : undefined]);
  // A later switch (another tab, a quick second click) wins.
  if (target === lang && i18n.locale !== lang) i18n.activate(lang);
}

export { i18n };
