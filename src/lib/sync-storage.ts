import { logError } from './log';
import { parseJson } from './safe-parse';

/**
 * localStorage as JSON values, for what must be on the device before a call returns (IndexedDB
 * answers only later: a page closed meanwhile keeps nothing of it). Never throws: localStorage may
 * be disabled (its very getter throws), full, or refuse every write (Safari's private mode of old);
 * each failure is logged and the caller goes on without it.
 */
export interface SyncStore {
  /** The parsed value; undefined when absent, unreadable or not JSON. */
  get(key: string): unknown;
  /** Whether the value was stored. */
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
  /** Every stored key that starts with `prefix`. */
  keys(prefix: string): string[];
}

/** The slice of the Web Storage interface used here, so tests can hand in a fake one. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function attempt<T>(what: string, fallback: T, run: () => T): T {
  try {
    return run();
  } catch (error) {
    logError(`localStorage ${what} failed`, error);
    return fallback;
  }
}

/** SyncStore's `get` alone, for the boot scripts (src/boot/), which read and never write. */
export function readStored(backend: () => Pick<Storage, 'getItem'> | undefined, key: string): unknown {
  try {
    const parsed = parseJson(backend()?.getItem(key) ?? '');
    return parsed.ok ? parsed.value : undefined;
  } catch (error) {
    logError('localStorage read failed', error);
  }
}

/** `backend` is asked at each call: reading `globalThis.localStorage` itself throws when it is disabled. */
export function createSyncStore(backend: () => StorageBackend | undefined): SyncStore {
  return {
    get: (key) => readStored(backend, key),
    set: (key, value) =>
      attempt('write', false, () => {
        const store = backend();
        if (!store) return false;
        store.setItem(key, JSON.stringify(value));
        return true;
      }),
    remove: (key) => attempt('remove', undefined, () => backend()?.removeItem(key)),
    keys: (prefix) =>
      attempt('listing', [], () => {
        const store = backend();
        if (!store) return [];
        const found: string[] = [];
        for (let i = 0; i < store.length; i++) {
          const key = store.key(i);
          if (key?.startsWith(prefix)) found.push(key);
        }
        return found;
      }),
  };
}

/** The page's localStorage; features use it through this adapter only (eslint.config.js). */
export const syncStorage: SyncStore = createSyncStore(() => globalThis.localStorage);

/** This tab's sessionStorage (it outlives a reload, not the tab), through the same adapter. */
export const tabStorage: SyncStore = createSyncStore(() => globalThis.sessionStorage);

/** A Web Storage kept in memory: a second "tab" is a second adapter over the same one. */
export function memoryStorageBackend(): StorageBackend {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}
