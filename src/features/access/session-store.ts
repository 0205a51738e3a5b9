import type { MessageDescriptor } from '@lingui/core';
import type { Lang } from '../../content/types';
import { isLang } from '../../i18n/i18n';
import { sessionRejections } from '../../lib/api-client';
import { isString, nullable, shape } from '../../lib/guards';
import { STORAGE_KEYS, storage, type KeyValueStore } from '../../lib/storage';
import { createStore, type ReadableStore } from '../../lib/store';
import { tabChannel, type TabChannel } from '../../lib/tabs';
import { rejectedSessionMessage } from './error-messages';

export interface Session {
  /** Opaque id from code validation; null until a code is accepted. */
  id: string | null;
  /** The learner's language: the page's language follows it, and so does the pack engine. */
  lang: Lang | null;
}

const session = createStore<Session>({ id: null, lang: null });

/**
 * The one copy of the session in this tab: the React hook, start-up and the pack engine
 * all read it. It changes only through `writeSession` (and `loadSession` at start).
 */
export const sessionStore: ReadableStore<Session> = session;

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

const same = (a: Session, b: Session) => a.id === b.id && a.lang === b.lang;

const isSession = shape<Session>({ id: nullable(isString), lang: nullable(isLang) });

/** Sign-in and language choice reach the other tabs of this device (opened on first use). */
let channel: TabChannel<Session> | null = null;
const otherTabs = () => (channel ??= tabChannel('session', isSession));


/**
 * Start-up (src/app/start.ts): this tab's session follows a sign-in or language choice made in
 * another tab (the entry screen then moves on by itself, the pack engine starts).
 */
export function followOtherTabs(): () => void {
  return otherTabs().listen((next) => {
    session.set((current) => (same(current, next) ? current : { id: next.id, lang: next.lang }));
  });
}

/** Start-up: the stored session becomes this tab's session. */
export async function loadSession(store: KeyValueStore = storage): Promise<Session> {
  const stored = await readSession(store);
  session.set((current) => (same(current, stored) ? current : stored));
  return session.getSnapshot();
}

/** Sign-in and language choice: this tab follows at once, then the change is stored. */
export async function writeSession(next: Session, store: KeyValueStore = storage): Promise<void> {
  session.set((current) => (same(current, next) ? current : next));
  try {
    await Promise.all([
      next.id ? store.set(STORAGE_KEYS.id, next.id) : store.del(STORAGE_KEYS.id),
      next.lang ? store.set(STORAGE_KEYS.lang, next.lang) : store.del(STORAGE_KEYS.lang),
    ]);
  } finally {
    // Stored first, so that a page the other tab opens next reads it too.
    otherTabs().post({ id: next.id, lang: next.lang });
  }
}

const notice = createStore<MessageDescriptor | null>(null);

/** Why this tab was signed out by the API, until the entry screen has shown it (then null). */
export const signOutNotice: ReadableStore<MessageDescriptor | null> = notice;

/** The entry screen took the notice into its error line. */
export function takeSignOutNotice(): MessageDescriptor | null {
  const message = notice.getSnapshot();
  notice.set(null);
  return message;
}

/**
 * Start-up (src/app/start.ts): a 401/403 from the API to a call made with the stored id signs
 * the device out (the id is forgotten here and in every tab) and the app returns to the entry
 * screen, which says why. Queued track calls of that id are the outbox's to drop.
 */
export function followSessionRejections(): () => void {
  return sessionRejections.subscribe(() => {
    const error = sessionRejections.getSnapshot();
    const { id, lang } = session.getSnapshot();
    if (!error || !id) return;
    notice.set(rejectedSessionMessage(error));
    void writeSession({ id: null, lang });
  });
}
