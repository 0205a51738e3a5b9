import type { I18n, Messages } from '@lingui/core';
import type { Lang } from '../content/types';

/**
 * A feature's own catalogue (lingui.config.ts), in the feature's chunk (English; French on demand),
 * so no page but the one using the feature carries its strings. They join the app's i18n instance,
 * the one the page reads from its context. Returns its loader: one promise per instance and
 * language (for use()), forgotten when it fails so a later render tries again.
 */
export function chunkCatalogue(catalogues: Record<Lang, () => Promise<Messages>>): (i18n: I18n, lang: Lang) => Promise<void> {
  const loaded = new WeakMap<I18n, Map<Lang, Promise<void>>>();
  return (i18n, lang) => {
    let byLang = loaded.get(i18n);
    if (!byLang) loaded.set(i18n, (byLang = new Map()));
    let done = byLang.get(lang);
    if (!done) {
      const catalogue = byLang;
      done = catalogues[lang]().then((messages) => i18n.load(lang, messages));
      done.catch(() => catalogue.delete(lang));
      catalogue.set(lang, done);
    }
    return done;
  };
}
