import { pickLang } from '@/i18n/lang';
import { isOnline, onConnectivityChange } from '@/lib/network';
import { sessionStore } from '../access';
import type { AutoConditions } from './auto-offline';

/** Where start-up reads the conditions from, and hears that they changed. */
export interface ConditionSource {
  read(): AutoConditions;
  subscribe(listener: () => void): () => void;
}

/**
 * What background downloads depend on, read outside React: the session (sign-in and the
 * learner's language, one source for both) and connectivity.
 */
export function browserConditions(): ConditionSource {
  return {
    read() {
      const session = sessionStore.getSnapshot();
      // A session stored before languages were recorded: the entry screen's rule.
      const lang = pickLang(session.lang, globalThis.navigator?.languages ?? []);
      return { signedIn: session.id !== null, online: isOnline(), lang };
    },
    subscribe(listener) {
      const stopSession = sessionStore.subscribe(listener);
      const stopNetwork = onConnectivityChange(listener);
      return () => {
        stopSession();
        stopNetwork();
      };
    },
  };
}
