/**
 * The keys the boot scripts read before the app (src/boot/), named alone as well as in
 * STORAGE_KEYS: a script bundles the names it uses, not the whole list (each costs every page).
 */
export const DISPLAY_HINT_KEY = 'toolkit.displayHint';
export const PAINT_HINTS_KEY = 'toolkit.paintHints';
export const RELOADED_AT_KEY = 'toolkit.reloadedAt';
export const HELD_TRACK_PREFIX = 'toolkit.heldTrack.';

/**
 * Every persisted key lives here (spec §3, design-notes §5): IndexedDB through ./storage.ts,
 * plus the three kept where IndexedDB cannot answer in time. Plain data without side effects,
 * so the build (scripts/prerender, which writes paintHints into the paint gate) and the
 * bench scripts import the same names.
 */
export const STORAGE_KEYS = {
  lang: 'toolkit.lang',
  id: 'toolkit.id',
  progress: 'toolkit.moduleProgress',
  completionDate: (type: string) => `toolkit.completionDate.${type}`,
  outbox: 'toolkit.outbox',
  outboxDelivered: 'toolkit.outboxDelivered',
  packs: 'toolkit.packs',
  migrated: 'toolkit.migrated',
  narration: 'toolkit.narration',
  narrationPositions: 'toolkit.narrationPositions',
  lastVisit: 'toolkit.lastVisit',
  /**
   * The people who use this device and who is using it now (features/people). The keys a person
   * keeps a copy of (progress, completion dates, last visits, narration) carry `@<person>` after
   * their name, except the first person's, which keep the spec's names (docs/decisions.md).
   */
  people: 'toolkit.people',
  /** Display settings (features/display): text size, spacing, theme, motion, captions, transcript; per person. */
  display: 'toolkit.display',
  /**
   * localStorage: the <html> attributes of the display settings of whoever uses the device now,
   * set by the first script of every page before it paints (src/boot/display.ts).
   */
  displayHint: DISPLAY_HINT_KEY,
  /**
   * localStorage: read synchronously by the paint gate before a prerendered page paints; in
   * sessionStorage, on a shared device, this tab's person's complete modules (./paint-hints.ts).
   */
  paintHints: PAINT_HINTS_KEY,
  /**
   * localStorage (./sync-storage.ts): one track or feedback call per key, written before the call
   * returns and removed once the IndexedDB outbox holds it (features/outbox/journal.ts).
   */
  outboxJournal: (eventId: string) => `toolkit.outboxJournal.${eventId}`,
  /**
   * localStorage (./synced-store.ts): a synced store's writes not yet known to be in IndexedDB,
   * written before the write returns and written through at the next start.
   */
  syncJournal: (store: string) => `toolkit.syncJournal.${store}`,
  /**
   * localStorage: a tracked link pressed on a prerendered page before the app took over (opened
   * by the browser itself, so its new tab keeps the press's gesture), one per key, written by the
   * paint gate (src/boot/paint-gate.ts) and sent by the outbox at the next start
   * (features/outbox/held-tracks.ts). No session id: the gate never reads one.
   */
  heldTrack: (eventId: string) => `${HELD_TRACK_PREFIX}${eventId}`,
  /**
   * localStorage, the device's: one person's wrong PIN tries and the wait they earned
   * (features/people/pin-tries.ts), so a reload does not lift the wait.
   */
  pinTries: (personId: string) => `toolkit.pinTries.${personId}`,
  /** localStorage, the device's: minutes without use before the picker returns (0: never; features/people/idle-timeout.ts). */
  idleMinutes: 'toolkit.idleMinutes',
  /** localStorage: when someone last used the app in any tab (epoch ms, written at most every few seconds). */
  lastActive: 'toolkit.lastActive',
  /** sessionStorage: this tab has run the app (a reload is no cold start: features/people/cold-start.ts). */
  tabOpened: 'toolkit.tabOpened',
  /** sessionStorage: this tab chose "Just looking" on the picker (features/people/looking.ts). */
  justLooking: 'toolkit.justLooking',
  /**
   * sessionStorage: the packs this tab is downloading (features/packs/pack-link.ts), so the page
   * a reload puts in its place continues them at once, as the download had been going.
   */
  packsRunning: 'toolkit.packsRunning',
  /** sessionStorage: when the page last reloaded for a missing chunk or a broken start (./reload-guard.ts). */
  reloadedAt: RELOADED_AT_KEY,
} as const;

/** The pre-PWA app kept progress in localStorage under this key. */
export const LEGACY_PROGRESS_KEY = 'moduleProgress';

/** The IndexedDB database and its object store that hold the keys above (idb-keyval). */
export const STORAGE_DB_NAME = 'toolkit';
export const STORAGE_DB_STORE = 'kv';
