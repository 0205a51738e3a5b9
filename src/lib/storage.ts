import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { logError } from './log';

/** Every persisted key lives here (spec §3, design-notes §5). */
export const STORAGE_KEYS = {
  lang: 'toolkit.lang',
  id: 'toolkit.id',
  progress: 'toolkit.moduleProgress',
  completionDate: (type: string) => `toolkit.completionDate.${type}`,
  outbox: 'toolkit.outbox',
  packs: 'toolkit.packs',
  migrated: 'toolkit.migrated',
  narration: 'toolkit.narration',
  narrationPositions: 'toolkit.narrationPositions',
  lastVisit: 'toolkit.lastVisit',
} as const;

/** The pre-PWA app kept progress in localStorage under this key. */
export const LEGACY_PROGRESS_KEY = 'moduleProgress';

export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export function createMemoryStore(): KeyValueStore {
  const map = new Map<string, unknown>();
  return {
    get: async <T,>(key: string) => structuredClone(map.get(key)) as T | undefined,
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
  };
}

function idbStore(store: UseStore): KeyValueStore {
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  };
}

/**
 * IndexedDB first; on any failure (private mode, quota, blocked) log it and
 * keep working from memory so the app never breaks over storage.
 */
export function createResilientStore(primary: KeyValueStore): KeyValueStore {
  const memory = createMemoryStore();
  let healthy = true;
  const fallback = (op: string, error: unknown) => {
    if (healthy) logError(`storage ${op} failed; using memory`, error);
    healthy = false;
  };
  return {
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
  };
}

function openDefault(): KeyValueStore {
  try {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB unavailable');
    return createResilientStore(idbStore(createStore('toolkit', 'kv')));
  } catch (error) {
    logError('storage unavailable; using memory', error);
    return createMemoryStore();
  }
}

export const storage: KeyValueStore = openDefault();

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
