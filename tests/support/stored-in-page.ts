/**
 * The app's IndexedDB store (database "toolkit", store "kv") read and written from inside a page,
 * shared by the Playwright specs (tests/) and the WebKit/Firefox journeys (tests-engines/).
 * Both hand these functions to the browser as source text: they must stay self-contained
 * (no imports, no helpers from this module).
 */

/** Writes raw values in one transaction (creating the store on a fresh profile); the next load reads them. */
export function putStoredInPage(entries: Record<string, unknown>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('toolkit');
    open.onupgradeneeded = () => open.result.createObjectStore('kv');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('kv', 'readwrite');
      for (const [key, value] of Object.entries(entries)) tx.objectStore('kv').put(value, key);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/** One stored value; undefined when the key (or the store) is not there. */
export function readStoredInPage(key: string): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    const open = indexedDB.open('toolkit');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('kv')) {
        db.close();
        return resolve(undefined);
      }
      const tx = db.transaction('kv');
      const get = tx.objectStore('kv').get(key);
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
      // Polled many times a second: each read lets go of its connection (an open one blocks any upgrade).
      tx.oncomplete = () => db.close();
    };
  });
}

/** Everything the app keeps on the device, as text: localStorage, then the store's keys and values. */
export function deviceStateInPage(): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const local = JSON.stringify(Object.entries(localStorage).sort(([a], [b]) => a.localeCompare(b)));
    const open = indexedDB.open('toolkit');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('kv')) {
        db.close();
        return resolve(`${local}|no store`);
      }
      const store = db.transaction('kv').objectStore('kv');
      const keys = store.getAllKeys();
      const values = store.getAll();
      values.onsuccess = () => {
        db.close();
        resolve(`${local}|${JSON.stringify(keys.result)}|${JSON.stringify(values.result)}`);
      };
      values.onerror = () => reject(values.error);
    };
  });
}
