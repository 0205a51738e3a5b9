import { PAINT_HINTS_KEY, STORAGE_DB_NAME } from '@/lib/storage-keys';
import { readStored } from '@/lib/sync-storage';
import { SW_REGISTRATION } from '../../sw/shared';

/** The signs of use that start the app. */
const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * Without the app, the page still registers the service worker where the app does, after the
 * page's load, so a first visit saves the toolkit for offline use; the app's own registration
 * later adopts it.
 */
function registerWorker(): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const { url, ...options } = SW_REGISTRATION;
  window.addEventListener('load', () => void sw.register(url, options).catch(() => undefined));
}

/** A field focused, a code submitted or a pointer come to rest on a control before this ran (a fast hand as the page parsed). */
const atWork = () =>
  (document.activeElement && document.activeElement !== document.body) ||
  document.querySelector('[data-pending-submit],a:hover,button:hover,input:hover') !== null;

/**
 * The script of the prerendered entry screen only (deferred: it runs once the page is parsed,
 * after the paint gate). A visitor's entry screen works from its HTML: the code field takes typing
 * and a paste, its links go, and a submit waits for the app (./paint-gate.ts). So the app starts at
 * the visitor's first sign of use, or when another tab stores a sign-in (its hints change): a
 * tablet left on the entry screen runs none of it. With a stored session the paint gate has
 * started the app itself, and left no start here.
 */
export function boot(): void {
  const start = window.toolkitStartApp;
  if (!start) return;
  registerWorker();
  const go = () => {
    for (const type of INTENT) document.removeEventListener(type, go, true);
    window.removeEventListener('storage', go);
    start();
  };
  for (const type of INTENT) document.addEventListener(type, go, { capture: true, passive: true });
  window.addEventListener('storage', go);
  if (atWork()) return go();
  // No hints, yet the app has stored data on this device (their write failed, they were cleared on
  // their own, or the data came before hints existed): it may hold a session, so the app starts as
  // on any other page. A device the app never ran on has no database; a browser that cannot say
  // starts the app.
  if (readStored(() => window.localStorage, PAINT_HINTS_KEY) !== undefined) return;
  const idb = window.indexedDB;
  if (!idb?.databases) return go();
  idb.databases().then((list) => list.some((db) => db.name === STORAGE_DB_NAME) && go(), go);
}
