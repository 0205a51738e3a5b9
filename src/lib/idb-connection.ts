import { promisifyRequest, type UseStore } from 'idb-keyval';
import { logError } from './log';

/** The promise, or a TimeoutError after `ms` if it has not settled by then. */
function bounded<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException(`IndexedDB did not open within ${ms} ms`, 'TimeoutError')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A transaction asked of a connection that closed under it fails with this. */
const closedUnder = (error: unknown) => error instanceof DOMException && error.name === 'InvalidStateError';

/**
 * idb-keyval's store with the connection handled for several tabs: when another tab upgrades
 * the database (`versionchange`) this tab lets go of its connection, so the upgrade is not
 * blocked, and when the browser closes it (Safari does); either way the next call opens a new
 * one, and a call that met a closed connection is made once more on the new one (a failed
 * transaction committed nothing). What still fails goes to the caller: lib/storage.ts then
 * works from memory, as at start, and never writes that memory over what is stored.
 */
export function reopeningStore(dbName: string, storeName: string, openTimeoutMs: number): UseStore {
  let connection: Promise<IDBDatabase> | null = null;

  const forget = (db: IDBDatabase, why: string) => {
    logError(`storage: ${why}; reopening`, db.name);
    connection = null;
  };

  const open = (): Promise<IDBDatabase> => {
    if (connection) return connection;
    const request = indexedDB.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opened = promisifyRequest(request).then((db) => {
      // Given up on (too slow): let go of it, so that it blocks no other tab's upgrade.
      if (connection !== opening) db.close();
      db.onversionchange = () => {
        db.close();
        if (connection === opening) forget(db, 'another tab upgrades the database');
      };
      db.onclose = () => {
        if (connection === opening) forget(db, 'the browser closed the database');
      };
      return db;
    });
    // An open that never answers (a Safari bug) fails after a while, here as at start.
    const opening = bounded(opened, openTimeoutMs);
    opening.catch(() => {
      if (connection === opening) connection = null;
    });
    return (connection = opening);
  };

  return async (mode, callback) => {
    const db = await open();
    let store: IDBObjectStore;
    try {
      store = db.transaction(storeName, mode).objectStore(storeName);
    } catch (error) {
      // A transaction refused by a connection that has closed is asked of a new one, once.
      if (!closedUnder(error)) throw error;
      logError('storage: the connection was closed; reopening', error);
      if (connection && (await connection) === db) connection = null;
      store = (await open()).transaction(storeName, mode).objectStore(storeName);
    }
    return callback(store);
  };
}
