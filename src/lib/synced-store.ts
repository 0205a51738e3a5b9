/**
 * The one shape of persisted, tab-shared state (after excalidraw's LocalData + tabSync): a
 * `createStore` whose writes are merged into what is stored now (one IndexedDB transaction per
 * key, so another tab's write in between is kept), whose results reach the other tabs over one
 * tab channel, and which reads storage again whenever the tab is shown again. Stores are made
 * at import time and start nothing: start-up (src/app/start.ts) loads them and starts the hub.
 */
import { isRecord, isString, shape } from './guards';
import { logError } from './log';
import { storage, type AtomicStore } from './storage';
import { STORAGE_KEYS } from './storage-keys';
import { createStore, type ReadableStore, type Store } from './store';
import { syncStorage, type SyncStore } from './sync-storage';
import { tabChannel, type TabChannel } from './tabs';

export interface SyncedStoreOptions<T, C> {
  /** The store's name on the tab channel and in the write journal; unique per hub. */
  name: string;
  /**
   * Where the value lives: one storage key for all of it, or one key per field (the keys the
   * spec fixes for the session and the completion dates).
   */
  key: string | Readonly<Record<string, string>>;
  initial: T;
  /** Whatever was stored or sent by another tab, a usable value (invalid parts dropped). */
  sanitise(raw: unknown): T;
  /**
   * Combines a change into a value, returning `current` itself when the change adds nothing
   * (no re-render, no message). A stored value or another tab's value is merged as a change too.
   */
  merge(current: T, change: C | T): T;
  /**
   * Keeps each write in localStorage until IndexedDB holds it, so a page closed at once loses
   * nothing (the next start writes it through). For record values whose merge is idempotent.
   */
  journal?: boolean;
  /**
   * A suffix for this store's keys, asked at each read and write: a later feature keeps one
   * copy per person on the device. The empty string is the device's own copy.
   */
  scope?: () => string;
}

export interface SyncedStore<T, C = Partial<T>> extends ReadableStore<T> {
  /** Shown at once, then merged into storage and told to the other tabs; resolves once stored. */
  write(change: C): Promise<void>;
  /** Reads storage (and a write a closed page left in the journal) and merges it in. */
  load(): Promise<void>;
  /** Resolves once storage has been read the first time. */
  readonly ready: Promise<void>;
}

/**
 * What one tab tells the others after a write: which store changed in storage. They read it
 * from storage rather than take a value from the message: results of writes made at once can
 * arrive in any order, and the last read after the last write is what every tab agrees on.
 */
export interface SyncMessage {
  store: string;
}

export const isSyncMessage = shape<SyncMessage>({ store: isString });

export interface SyncDeps {
  kv: AtomicStore;
  /** Opened on first use, never while rendering (the build prerenders pages in Node). */
  channel: () => TabChannel<SyncMessage>;
  journal: SyncStore;
}

interface Member {
  load(): Promise<void>;
  reset(): void;
  /** Another tab stored a write: read storage (now, or once this tab's own writes are stored). */
  changed(): void;
}

export interface SyncHub {
  store<T, C = Partial<T>>(options: SyncedStoreOptions<T, C>): SyncedStore<T, C>;
  /**
   * Reads every store (start-up, and whenever the tab is shown again). From the first call on,
   * a store made later (in a page's chunk) reads storage as it is made.
   */
  loadAll(): Promise<void>;
  /** Start-up: hears the other tabs' writes and reads again when the tab is shown or focused. */
  start(): () => void;
  /** Every store back to its first value, in this tab only (a change of scope reads again after it). */
  reset(): void;
}

const scopedKey = (key: string, scope: string) => (scope ? `${key}@${scope}` : key);
const empty = (value: unknown) => value === null || value === undefined;

function keysOf<T, C>(options: SyncedStoreOptions<T, C>): Record<string, string> | string {
  const scope = options.scope?.() ?? '';
  if (typeof options.key === 'string') return scopedKey(options.key, scope);
  return Object.fromEntries(Object.entries(options.key).map(([field, key]) => [field, scopedKey(key, scope)]));
}

/** Reads the stored value: the one key, or each field's key into one object. */
async function readRaw(kv: AtomicStore, keys: Record<string, string> | string): Promise<unknown> {
  if (typeof keys === 'string') return kv.get<unknown>(keys);
  const fields = Object.entries(keys);
  const values = await Promise.all(fields.map(([, key]) => kv.get<unknown>(key)));
  return Object.fromEntries(fields.map(([field], i) => [field, values[i]]));
}

/** Merges `change` into what is stored now; resolves to the stored result (of the fields written). */
async function writeRaw<T, C>(kv: AtomicStore, options: SyncedStoreOptions<T, C>, change: C): Promise<T | C> {
  const keys = keysOf(options);
  const { sanitise, merge } = options;
  if (typeof keys === 'string') return kv.update(keys, (stored) => merge(sanitise(stored), change));
  const fields = Object.keys(change as object).filter((f) => f in keys);
  const written = await Promise.all(
    fields.map(async (field) => {
      const part = { [field]: (change as Record<string, unknown>)[field] } as C;
      // An emptied field is no longer stored at all (a sign-out leaves no id behind): removed in
      // the same step, so a later write of the field never lands before the removal.
      const value = await kv.update(keys[field], (stored) => {
        const next = (merge(sanitise({ [field]: stored }), part) as Record<string, unknown>)[field];
        return empty(next) ? undefined : next;
      });
      return [field, value];
    }),
  );
  return Object.fromEntries(written) as C;
}

export function createSyncHub(deps: SyncDeps): SyncHub {
  const members = new Map<string, Member>();
  let opened = false;
  const journalKey = (name: string) => STORAGE_KEYS.syncJournal(name);

  function store<T, C>(options: SyncedStoreOptions<T, C>): SyncedStore<T, C> {
    const state: Store<T> = createStore(options.initial);
    const mergeIn = (value: T | C) => state.set((current) => options.merge(current, value));
    const { name } = options;

    const journaled = () => {
      const entry = deps.journal.get(journalKey(name));
      return isRecord(entry) && isString(entry.id) ? { id: entry.id, value: options.sanitise(entry.value) } : undefined;
    };
    /** The writes not yet known to be stored, merged, kept synchronously before the call returns. */
    function journalWrite(change: C): { id?: string; change: C } {
      if (!options.journal) return { change };
      const pending = options.merge(journaled()?.value ?? options.initial, change);
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      deps.journal.set(journalKey(name), { id, value: pending });
      return { id, change: pending as unknown as C };
    }

    // Writes of this tab not yet stored, and the latest one's number: a stored result or a read
    // that lands while a later write is on its way is older than what is shown, and is not applied.
    let inFlight = 0;
    let latest = 0;
    // Another tab's change came while this tab's own write was on its way: read once it is stored.
    let missed = false;

    async function refresh(): Promise<void> {
      if (inFlight > 0) return void (missed = true);
      try {
        const stored = options.sanitise(await readRaw(deps.kv, keysOf(options)));
        if (inFlight === 0) mergeIn(stored);
        else missed = true;
      } catch (error) {
        logError(`${name} read failed`, error);
      }
    }

    async function persist({ id, change }: { id?: string; change: C }): Promise<void> {
      const n = ++latest;
      inFlight += 1;
      try {
        const stored = await writeRaw(deps.kv, options, change);
        // A later write (of this tab or another) joined the journal meanwhile: it stays for that one.
        if (id !== undefined && journaled()?.id === id) deps.journal.remove(journalKey(name));
        if (n === latest) mergeIn(stored);
      } finally {
        inFlight -= 1;
        if (inFlight === 0 && missed) {
          missed = false;
          void refresh();
        }
      }
      deps.channel().post({ store: name });
    }

    let markReady!: () => void;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const member: Member = {
      async load() {
        try {
          const stored = options.sanitise(await readRaw(deps.kv, keysOf(options)));
          if (inFlight === 0) mergeIn(stored);
          const left = options.journal ? journaled() : undefined;
          if (left) await persist({ id: left.id, change: left.value as unknown as C });
        } catch (error) {
          logError(`${name} read failed`, error);
        }
        markReady();
      },
      changed: () => void refresh(),
      reset: () => state.set(options.initial),
    };
    members.set(name, member);
    if (opened) void member.load();

    return {
      getSnapshot: state.getSnapshot,
      subscribe: state.subscribe,
      load: member.load,
      ready,
      write(change) {
        const before = state.getSnapshot();
        mergeIn(change);
        if (state.getSnapshot() === before) return Promise.resolve();
        return persist(journalWrite(change)).catch((error: unknown) => logError(`${name} write failed`, error));
      },
    };
  }

  const loadAll = () => {
    opened = true;
    return Promise.all([...members.values()].map((m) => m.load())).then(() => undefined);
  };

  function start(): () => void {
    const stop = deps.channel().listen(({ store: name }) => members.get(name)?.changed());
    const onShow = () => void (document.visibilityState === 'visible' && loadAll());
    document.addEventListener('visibilitychange', onShow);
    window.addEventListener('pageshow', onShow);
    // Two windows side by side stay visible: focusing one reads again (WebKit was seen to deliver
    // BroadcastChannel messages between windows late, at times not within 15 s).
    window.addEventListener('focus', onShow);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onShow);
      window.removeEventListener('pageshow', onShow);
      window.removeEventListener('focus', onShow);
    };
  }

  const reset = () => members.forEach((m) => m.reset());

  return { store, loadAll, start, reset };
}

let channel: TabChannel<SyncMessage> | undefined;

/** The app's hub: the app's storage, one tab channel for every synced store, localStorage's journal. */
export const syncHub: SyncHub = createSyncHub({
  kv: storage,
  channel: () => (channel ??= tabChannel('synced', isSyncMessage)),
  journal: syncStorage,
});

/** A store on the app's hub. */
export function createSyncedStore<T, C = Partial<T>>(options: SyncedStoreOptions<T, C>): SyncedStore<T, C> {
  return syncHub.store(options);
}

/** Records of values, merged field by field with the change winning: preferences, the session. */
export function latestWins<T extends object>(current: T, change: Partial<T> | T): T {
  const changed = Object.entries(change).filter(([k, v]) => v !== undefined && !Object.is((current as Record<string, unknown>)[k], v));
  return changed.length === 0 ? current : { ...current, ...Object.fromEntries(changed) };
}
