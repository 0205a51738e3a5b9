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

/** This page's transactions not yet finished, and those pagehide ended early. */
const live = new Set<IDBTransaction>();
const endedOnHide = new WeakSet<IDBTransaction>();
let watchingPagehide = false;

/**
 * Aborts the page's unfinished transactions when it goes into the back/forward cache. WebKit
 * keeps the transaction of a page it suspends open while that transaction waits on the page
 * (idb-keyval's update: a read, then a write in the read's callback), and every later page of
 * the origin then waits on the store for minutes: it starts from memory and keeps nothing (seen
 * in WebKitGTK 2.50, in about one navigation in four made mid-write on a busy machine; commit()
 * waits on the suspended page too). The aborted calls are made again if the page comes back.
 * A page leaving for good is left alone: its browser finishes or drops its transactions.
 */
function endTransactionsOnPagehide(event: Pick<PageTransitionEvent, 'persisted'>): void {
  if (!event.persisted) return;
  for (const transaction of live) {
    endedOnHide.add(transaction);
    try {
      transaction.abort();
    } catch {
      // Finished between its last event and now: nothing to end.
    }
  }
  live.clear();
}

/** The call's result, or the transaction's error if it aborts first (idb-keyval's update never settles then). */
function settledWith<T>(transaction: IDBTransaction, result: T | PromiseLike<T>): Promise<T> {
  const aborted = new Promise<never>((_, reject) => {
    transaction.addEventListener('abort', () => reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError')));
  });
  aborted.catch(() => undefined);
  return Promise.race([result, aborted]);
}

function tracked(transaction: IDBTransaction): IDBTransaction {
  if (!watchingPagehide && typeof addEventListener === 'function') {
    addEventListener('pagehide', endTransactionsOnPagehide);
    watchingPagehide = true;
  }
  live.add(transaction);
  const finished = () => live.delete(transaction);
  transaction.addEventListener('complete', finished);
  transaction.addEventListener('abort', finished);
  return transaction;
}

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

  const objectStore = async (mode: IDBTransactionMode): Promise<IDBObjectStore> => {
    const db = await open();
    try {
      return tracked(db.transaction(storeName, mode)).objectStore(storeName);
    } catch (error) {
      // A transaction refused by a connection that has closed is asked of a new one, once.
      if (!closedUnder(error)) throw error;
      logError('storage: the connection was closed; reopening', error);
      if (connection && (await connection) === db) connection = null;
      return tracked((await open()).transaction(storeName, mode)).objectStore(storeName);
    }
  };

  return async (mode, callback) => {
    const store = await objectStore(mode);
    try {
      return await settledWith(store.transaction, callback(store));
    } catch (error) {
      // Ended by pagehide, and the page came back from the back/forward cache: made again, once.
      if (!endedOnHide.has(store.transaction)) throw error;
      const again = await objectStore(mode);
      return settledWith(again.transaction, callback(again));
    }
  };
}
