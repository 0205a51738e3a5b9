import { pickLang } from '@/i18n/lang';
import { isOnline, onConnectivityChange } from '@/lib/network';
import { createStore, type ReadableStore } from '@/lib/store';
import { sessionStore } from '../access';
import type { AutoConditions } from './auto-offline';

function read(): AutoConditions {
  const session = sessionStore.getSnapshot();
  // A session stored before languages were recorded: the entry screen's rule.
  const lang = pickLang(session.lang, globalThis.navigator?.languages ?? []);
  return { signedIn: session.id !== null, online: isOnline(), lang };
}

const same = (a: AutoConditions, b: AutoConditions) => a.signedIn === b.signedIn && a.online === b.online && a.lang === b.lang;

/**
 * What background downloads depend on, as a store: the session (sign-in and the learner's
 * language, one source for both) and connectivity. Made by start-up only (packs/start.ts), which
 * is when it starts following them.
 */
export function browserConditions(): ReadableStore<AutoConditions> {
  const store = createStore(read());
  const follow = () => store.set((now) => (same(now, read()) ? now : read()));
  sessionStore.subscribe(follow);
  onConnectivityChange(follow);
  return store;
}
