import type { MessageDescriptor } from '@lingui/core';
import type { Lang } from '@/content/types';
import { isLang } from '@/i18n/i18n';
import { sessionRejections } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { createStore, type ReadableStore } from '@/lib/store';
import { latestWins, syncHub, type SyncHub, type SyncedStore } from '@/lib/synced-store';
import { rejectedSessionMessage } from './error-messages';

export interface Session {
  /** Opaque id from code validation; null until a code is accepted. */
  id: string | null;
  /** The learner's language: the page's language follows it, and so does the pack engine. */
  lang: Lang | null;
}

const sanitiseSession = (raw: unknown): Session => {
  const { id, lang } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return { id: typeof id === 'string' && id.length > 0 ? id : null, lang: isLang(lang) ? lang : null };
};

/**
 * The one copy of the session in this tab: the React hook, start-up and the pack engine all
 * read it. A synced store (the device's, whoever uses it): toolkit.id and toolkit.lang, values
 * of the wrong type read as none, and a sign-in or language choice in one tab reaches the others
 * (the entry screen then moves on by itself, the pack engine starts).
 */
export function createSessionStore(hub: SyncHub = syncHub): SyncedStore<Session> {
  return hub.store<Session>({
    name: 'session',
    key: { id: STORAGE_KEYS.id, lang: STORAGE_KEYS.lang },
    initial: { id: null, lang: null },
    sanitise: sanitiseSession,
    merge: latestWins,
  });
}

const session = createSessionStore();

/** Placeholder so gated pages render; never a real id and never in the markup. */
const DRAWN_ID = 'prerender';

let drawn: Session = { id: null, lang: null };

/**
 * The session a prerendered page was drawn with: signed in for every page but the entry screen.
 * The build sets it before drawing a page; the app before hydrating one (src/app/mount.tsx),
 * which then renders the device's own session.
 */
export function drawSessionAs(signedIn: boolean): void {
  drawn = { id: signedIn ? DRAWN_ID : null, lang: null };
}

export const sessionStore: ReadableStore<Session> = {
  getSnapshot: session.getSnapshot,
  subscribe: session.subscribe,
  getServerSnapshot: () => drawn,
};

/** Sign-in, sign-out and language choice: this tab follows at once, then the change is stored and told. */
export function writeSession(change: Partial<Session>): Promise<void> {
  return session.write(change);
}

const unstored = createStore(false);

/**
 * This tab shows a sign-in that storage does not hold (storing failed): the next start will not
 * find it, so the paint hints (src/app/PaintHints.tsx) must not say a session is stored. Any other
 * id shown was read from storage (at start, or after another tab's stored sign-in).
 */
export const signInUnstored: ReadableStore<boolean> = unstored;

/**
 * A sign-in: shown (and the entry screen moves on) only once stored, so a reload straight after
 * it never asks for the code again.
 */
export async function storeSignIn(id: string, lang: Lang): Promise<void> {
  // Until storage says it holds the id: the sign-in shows as storing ends, and must not be claimed before.
  unstored.set(true);
  unstored.set(!(await session.writeStored({ id, lang })));
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
    const { id } = session.getSnapshot();
    if (!error || !id) return;
    notice.set(rejectedSessionMessage(error));
    void writeSession({ id: null });
  });
}
