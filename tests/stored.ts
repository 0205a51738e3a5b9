import type { Page } from '@playwright/test';

/**
 * Writes raw values into the app's IndexedDB (database "toolkit", store "kv") from the page's
 * origin; the next load reads them. The one fixture writer for the e2e specs.
 */
export async function putStored(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
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
      }),
    values,
  );
}
