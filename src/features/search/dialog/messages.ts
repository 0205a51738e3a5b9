import type { Lang } from '../../../content/types';
import { i18n } from '../../../i18n/i18n';

/*
 * The dialog's strings are a catalogue of their own (lingui.config.ts), loaded with the dialog:
 * the entry chunk carries only the English catalogue of what every page shows.
 */
const loaded = new Map<Lang, Promise<void>>();

export function loadSearchMessages(lang: Lang): Promise<void> {
  let done = loaded.get(lang);
  if (!done) {
    const messages = lang === 'fr' ? import('./locales/fr/messages.po') : import('./locales/en/messages.po');
    done = messages.then((m) => i18n.load(lang, m.messages));
    done.catch(() => loaded.delete(lang));
    loaded.set(lang, done);
  }
  return done;
}
