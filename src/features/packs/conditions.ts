import type { Lang } from '../../content/types';
import { i18n, isLang } from '../../i18n/i18n';
import { isOnline, onConnectivityChange } from '../../lib/network';
import { onSessionWritten, type Session } from '../access';
import type { AutoConditions } from './auto-offline';

/** Where start-up reads the conditions from, and hears that they changed. */
export interface ConditionSource {
  read(): AutoConditions;
  subscribe(listener: () => void): () => void;
}

/**
 * What background downloads depend on, read outside React: the stored session (sign-in),
 * the page's language (LangGate activates it in Lingui) and connectivity.
 */
export function browserConditions(initial: Session): ConditionSource {
  let session = initial;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  onSessionWritten((next) => {
    session = next;
    notify();
  });
  i18n.on('change', notify);
  onConnectivityChange(notify);
  const lang = (): Lang => (isLang(i18n.locale) ? i18n.locale : 'en');
  return {
    read: () => ({ signedIn: session.id !== null, online: isOnline(), lang: lang() }),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
