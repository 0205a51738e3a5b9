import { del, get, set, type UseStore } from 'idb-keyval';
import { reopeningStore } from './idb-connection';
import { logError } from './log';
import { STORAGE_DB_NAME, STORAGE_DB_STORE } from './storage-keys';

export { LEGACY_PROGRESS_KEY, STORAGE_KEYS } from './storage-keys';

export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /**
   * Writes `fn(stored value)` in one step: no other tab's write lands between the read and the
   * write (one IndexedDB readwrite transaction), so a merge never loses what another tab stored.
   * `fn` must be pure (it may run again on the memory fallback). Resolves to the value written.
   * `fn` returning undefined removes the key, in the same step.
   * Optional for a backend given to the resilient store; every store made here has it.
   */
  update?<T>(key: string, fn: (stored: unknown) => T): Promise<T>;
  /** False once values live only in memory (lost on reload); absent means durable. */
  durable?(): boolean;
}

/** A store whose merges are atomic: what the app's own stores are. */
export type AtomicStore = KeyValueStore & Required<Pick<KeyValueStore, 'update'>>;

/** How long IndexedDB may take to open before start-up goes on from memory (Safari can hang forever). */
export const OPEN_TIMEOUT_MS = 3000;

export function createMemoryStore(): AtomicStore {
  const map = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    update: async (key, fn) => {
      const next = fn(structuredClone(map.get(key)));
      if (next === undefined) map.delete(key);
      else map.set(key, structuredClone(next));
      return next;
    },
  };
}

/**
 * Bounds the calls made until IndexedDB has answered once: an open request
 * that never fires success or error (a known Safari bug) rejects after
 * `ms`, so the resilient store falls back to memory instead of blocking.
 */
function withOpenTimeout(store: UseStore, ms = OPEN_TIMEOUT_MS): UseStore {
  let opened = false;
  return (mode, callback) => {
    const call = store(mode, callback);
    if (opened) return call;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DOMException(`IndexedDB did not open within ${ms} ms`, 'TimeoutError')), ms);
    });
    void call.then(
      () => (opened = true),
      () => undefined,
    );
    return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
  };
}

export function idbStore(store: UseStore): AtomicStore {
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    // idb-keyval's update, with a removal when fn returns undefined: one readwrite transaction.
    update: <T>(key: string, fn: (stored: unknown) => T) =>
      store('readwrite', (objects) => {
        const read = objects.get(key);
        return new Promise<T>((resolve, reject) => {
          read.onsuccess = () => {
            try {
              const next = fn(read.result);
              if (next === undefined) objects.delete(key);
              else objects.put(next, key);
              objects.transaction.oncomplete = () => resolve(next);
              objects.transaction.onerror = objects.transaction.onabort = () => reject(objects.transaction.error);
            } catch (error) {
              reject(error);
            }
          };
          read.onerror = () => reject(read.error);
        });
      }),
  };
}

/**
 * IndexedDB first; on any failure (private mode, quota, blocked) log it and
 * keep working from memory so the app never breaks over storage.
 */
export function createResilientStore(primary: KeyValueStore): AtomicStore {
  const memory = createMemoryStore();
  let healthy = true;
  const fallback = (op: string, error: unknown) => {
    if (healthy) logError(`storage ${op} failed; using memory`, error);
    healthy = false;
  };
  return {
    durable: () => healthy,
    async get<T>(key: string) {
      if (healthy) {
        try {
          const value = await primary.get<T>(key);
          // Mirror reads so a later IndexedDB failure keeps what was already known.
          if (value !== undefined) await memory.set(key, value);
          return value;
        } catch (error) {
          fallback('read', error);
        }
      }
      return memory.get<T>(key);
    },
    async set(key, value) {
      await memory.set(key, value);
      if (!healthy) return;
      try {
        await primary.set(key, value);
      } catch (error) {
        fallback('write', error);
      }
    },
    async del(key) {
      await memory.del(key);
      if (!healthy) return;
      try {
        await primary.del(key);
      } catch (error) {
        fallback('delete', error);
      }
    },
    async update<T>(key: string, fn: (stored: unknown) => T) {
      if (healthy) {
        try {
          if (!primary.update) throw new TypeError('storage backend cannot update');
          const next = await primary.update(key, fn);
          if (next === undefined) await memory.del(key);
          else await memory.set(key, next);
          return next;
        } catch (error) {
          fallback('write', error);
        }
      }
      // From memory, fn merges into what this tab already knew; IndexedDB is not touched.
      return memory.update(key, fn);
    },
  };
}

function openDefault(): AtomicStore {
  // Build-time prerendering runs the app in Node, where there is nothing to store: not an error.
  if (import.meta.env.SSR) return { ...createMemoryStore(), durable: () => false };
  try {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB unavailable');
    return createResilientStore(idbStore(withOpenTimeout(reopeningStore(STORAGE_DB_NAME, STORAGE_DB_STORE, OPEN_TIMEOUT_MS))));
  } catch (error) {
    logError('storage unavailable; using memory', error);
    return { ...createMemoryStore(), durable: () => false };
  }
}

export const storage: AtomicStore = openDefault();

/** localStorage access for the one-time legacy migration; never throws. */
export const legacyStorage = {
  read(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch (error) {
      logError('legacy read failed', error);
      return null;
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch (error) {
      logError('legacy remove failed', error);
    }
  },
};
