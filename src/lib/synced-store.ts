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
   * nothing (the next start writes it through). `true` for record values that start empty and whose
   * changes are values (merged and sanitised as values); otherwise how the store's changes join and
   * read back. Merges must be idempotent: a journaled change may be written through twice.
   */
  journal?: true | ChangeJournal<C>;
  /**
   * A suffix for this store's keys (and its journal's), asked at each read and write: one copy
   * per person on the device (features/people; the hub's `personScope`). The empty string is the
   * unsuffixed key, the spec's name. A write keeps the scope it was made in to the end. A scope
   * starting with `~` is kept in this tab's memory only: never read from or written to storage
   * ("Just looking": nothing is recorded for anyone).
   */
  scope?: () => string;
}

/** How a store's writes wait in the journal: the changes not yet stored, joined into one. */
export interface ChangeJournal<C> {
  /** One change with the effect of `earlier` then `later` (the later winning where they meet). */
  combine(earlier: C, later: C): C;
  /** A journaled change read back (written by an older version, or by hand); undefined: none. */
  sanitise(raw: unknown): C | undefined;
}

export interface SyncedStore<T, C = Partial<T>> extends ReadableStore<T> {
  /** Shown at once, then merged into storage and told to the other tabs; resolves once stored. */
  write(change: C): Promise<void>;
  /**
   * Stored first, then shown (and told): for a change the page acts on as soon as it shows, such
   * as a sign-in that moves to the next page. Shown at once, a reload before IndexedDB held it
   * would find it undone (the leaving page's transaction is dropped with it); this way what the
   * page shows is always what the next page reads. Shown even if storing fails (logged).
   * Resolves true when storage holds it (the next start reads it back), false when it lives in
   * this tab's memory only (storing failed, storage fell back to memory, a memory-only scope).
   */
  writeStored(change: C): Promise<boolean>;
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

/** A write on its way: the keys (and journal entry) of the scope it was made in. */
interface Pending<C> {
  keys: Keys;
  /** Made in a memory-only scope: shown in this tab, never stored nor told to the others. */
  memory?: boolean;
  journal?: string;
  id?: string;
  change: C;
}

export interface SyncDeps {
  kv: AtomicStore;
  /** Opened on first use, never while rendering (the build prerenders pages in Node). */
  channel: () => TabChannel<SyncMessage>;
  journal: SyncStore;
}

interface Member {
  /** Keeps a copy per person (its options name a scope). */
  scoped: boolean;
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
  /** The scope of the person using this tab now ('' until a person is chosen: the first person's). */
  personScope(): string;
  /**
   * Changes this tab's person: every store is emptied at once (nothing of the previous person is
   * shown), results still arriving for the previous scope are dropped, and (once started) storage
   * is read again under the new one. Writes already made finish under the scope they were made in.
   * Resolves once the new scope is read (asked for the scope in use: once its reads are done).
   */
  switchScope(scope: string): Promise<void>;
}

/**
 * The store's journal rules. `true`: its changes are values merged over an empty record. Were
 * the first value a record with fields, a one-field write joined over it would bring every other
 * field back to its default at the next start: such a store names how its changes join.
 */
function changeJournal<T, C>(options: SyncedStoreOptions<T, C>): ChangeJournal<C> | undefined {
  const { journal, initial, merge, sanitise } = options;
  if (journal !== true) return journal;
  if (typeof initial !== 'object' || initial === null || Object.keys(initial).length > 0) {
    throw new Error(`${options.name}: a store with a write journal of values starts from an empty record`);
  }
  return {
    combine: (earlier, later) => merge(earlier as unknown as T, later) as unknown as C,
    sanitise: (raw) => sanitise(raw) as unknown as C,
  };
}

const scopedKey = (key: string, scope: string) => (scope ? `${key}@${scope}` : key);
/** A scope of nobody's (features/people NOBODY_SCOPE): nothing in it touches storage. */
export const isMemoryScope = (scope: string): boolean => scope.startsWith('~');
const inMemory = <T, C>(options: SyncedStoreOptions<T, C>) => isMemoryScope(options.scope?.() ?? '');
const empty = (value: unknown) => value === null || value === undefined;

type Keys = Record<string, string> | string;

function keysOf<T, C>(options: SyncedStoreOptions<T, C>): Keys {
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
async function writeRaw<T, C>(kv: AtomicStore, options: SyncedStoreOptions<T, C>, keys: Keys, change: C): Promise<T | C> {
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
  let scope = '';

  function store<T, C>(options: SyncedStoreOptions<T, C>): SyncedStore<T, C> {
    const changes = changeJournal(options);
    const state: Store<T> = createStore(options.initial);
    const mergeIn = (value: T | C) => state.set((current) => options.merge(current, value));
    const { name } = options;
    /** The journal of the scope in use now: a write left by one person is written through in theirs. */
    const journalKey = () => STORAGE_KEYS.syncJournal(scopedKey(name, options.scope?.() ?? ''));

    const journaled = (key = journalKey()) => {
      const entry = deps.journal.get(key);
      if (!changes || !isRecord(entry) || !isString(entry.id)) return undefined;
      const value = changes.sanitise(entry.value);
      return value === undefined ? undefined : { id: entry.id, value };
    };
    /** The writes not yet known to be stored, joined, kept synchronously before the call returns. */
    function journalWrite(change: C): Pending<C> {
      const keys = keysOf(options);
      if (inMemory(options)) return { keys, change, memory: true };
      if (!changes) return { keys, change };
      const journal = journalKey();
      const earlier = journaled(journal)?.value;
      const pending = earlier === undefined ? change : changes.combine(earlier, change);
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      deps.journal.set(journal, { id, value: pending });
      return { keys, journal, id, change: pending };
    }

    // Writes of this tab (in this scope) not yet stored, and the latest one's number: a stored
    // result or a read that lands while a later write is on its way is older than what is shown,
    // and is not applied.
    let inFlight = 0;
    let latest = 0;
    // Another tab's change came while this tab's own write was on its way: read once it is stored.
    let missed = false;
    // Counts changes of scope: a read or write result of an earlier scope is never shown.
    let epoch = 0;

    async function refresh(): Promise<void> {
      if (inMemory(options)) return;
      if (inFlight > 0) return void (missed = true);
      const at = epoch;
      try {
        const stored = options.sanitise(await readRaw(deps.kv, keysOf(options)));
        if (at !== epoch) return;
        if (inFlight === 0) mergeIn(stored);
        else missed = true;
      } catch (error) {
        logError(`${name} read failed`, error);
      }
    }

    async function persist({ keys, journal, id, change, memory }: Pending<C>): Promise<void> {
      if (memory) return;
      const at = epoch;
      const n = ++latest;
      inFlight += 1;
      try {
        const stored = await writeRaw(deps.kv, options, keys, change);
        // A later write (of this tab or another) joined the journal meanwhile: it stays for that one.
        if (journal !== undefined && journaled(journal)?.id === id) deps.journal.remove(journal);
        if (at === epoch && n === latest) mergeIn(stored);
      } finally {
        // A write of an earlier scope was forgotten by the switch (which counts again from 0).
        if (at === epoch) inFlight -= 1;
        if (at === epoch && inFlight === 0 && missed) {
          missed = false;
          void refresh();
        }
      }
      deps.channel().post({ store: name });
    }

    let markReady!: () => void;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const member: Member = {
      scoped: options.scope !== undefined,
      async load() {
        const at = epoch;
        if (inMemory(options)) return markReady();
        try {
          const stored = options.sanitise(await readRaw(deps.kv, keysOf(options)));
          if (at !== epoch) return markReady();
          if (inFlight === 0) mergeIn(stored);
          else missed = true;
          const journal = journalKey();
          const left = journaled(journal);
          if (left) await persist({ keys: keysOf(options), journal, id: left.id, change: left.value });
        } catch (error) {
          logError(`${name} read failed`, error);
        }
        markReady();
      },
      changed: () => void refresh(),
      reset() {
        epoch += 1;
        inFlight = 0;
        missed = false;
        state.set(options.initial);
      },
    };
    members.set(name, member);
    if (opened) void member.load();

    return {
      getSnapshot: state.getSnapshot,
      subscribe: state.subscribe,
      // The build draws pages from nothing stored: hydration renders that, then this device's value.
      getServerSnapshot: () => options.initial,
      load: member.load,
      ready,
      write(change) {
        mergeIn(change);
        // Stored even when it changes nothing here: this tab may not have heard yet of another
        // tab's later choice, which this one must still replace (the latest write wins).
        return persist(journalWrite(change)).catch((error: unknown) => logError(`${name} write failed`, error));
      },
      writeStored(change) {
        const pending = journalWrite(change);
        // Shown by persist once stored (unless a later write of this tab has been shown meanwhile).
        return persist(pending).then(
          () => !pending.memory && deps.kv.durable?.() !== false,
          (error: unknown) => {
            logError(`${name} write failed`, error);
            mergeIn(change);
            return false;
          },
        );
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

  // The reads of the latest switch: asking for the scope in use waits for them too.
  let switching = Promise.resolve();
  /** The device's own stores (the session, the people) stay as they are. */
  function switchScope(next: string): Promise<void> {
    if (next === scope) return switching;
    scope = next;
    const scoped = [...members.values()].filter((m) => m.scoped);
    scoped.forEach((m) => m.reset());
    switching = opened ? Promise.all(scoped.map((m) => m.load())).then(() => undefined) : Promise.resolve();
    return switching;
  }

  return { store, loadAll, start, reset, personScope: () => scope, switchScope };
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

export interface ChoicesOptions<T> {
  name: string;
  key: string;
  initial: T;
  /** The valid choices a value names, each over `current`: anything else keeps its value. */
  withChange(current: T, change: unknown): T;
}

/**
 * A person's record of choices (narration preferences, display settings): a change names some of
 * them and the last choice wins for each, one never resetting another. Kept per person; a choice
 * made as the page closes is written through at the next start.
 */
export function choicesStore<T extends object>(hub: SyncHub, { name, key, initial, withChange }: ChoicesOptions<T>): SyncedStore<T> {
  return hub.store<T>({
    name,
    key,
    initial,
    scope: hub.personScope,
    sanitise: (raw) => withChange(initial, raw),
    merge: (current, change) => latestWins(current, withChange(current, change)),
    // Changes are records of the choices named: valid ones are kept when merged into the value.
    journal: {
      combine: (earlier, later) => ({ ...earlier, ...later }),
      sanitise: (raw) => (isRecord(raw) ? (raw as Partial<T>) : undefined),
    },
  });
}
