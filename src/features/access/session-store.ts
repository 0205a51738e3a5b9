import type { Lang } from '../../content/types';
import { isLang } from '../../i18n/i18n';
import { STORAGE_KEYS, storage, type KeyValueStore } from '../../lib/storage';

export interface Session {
  /** Opaque id from code validation; null until a code is accepted. */
  id: string | null;
  lang: Lang | null;
}

/** Reads toolkit.id and toolkit.lang, ignoring values of the wrong type. */
export async function readSession(store: KeyValueStore = storage): Promise<Session> {
  const [id, lang] = await Promise.all([
    store.get<unknown>(STORAGE_KEYS.id),
    store.get<unknown>(STORAGE_KEYS.lang),
  ]);
  return {
    id: typeof id === 'string' && id.length > 0 ? id : null,
    lang: isLang(lang) ? lang : null,
  };
}

type SessionListener = (session: Session) => void;
const listeners = new Set<SessionListener>();

/** Hears every session change (sign-in, language choice): start-up feeds it to the pack engine. */
export function onSessionWritten(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export async function writeSession(session: Session, store: KeyValueStore = storage) {
  listeners.forEach((l) => l(session));
  await Promise.all([
    session.id ? store.set(STORAGE_KEYS.id, session.id) : store.del(STORAGE_KEYS.id),
    session.lang ? store.set(STORAGE_KEYS.lang, session.lang) : store.del(STORAGE_KEYS.lang),
  ]);
}
