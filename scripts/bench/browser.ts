import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { MOCK_CODES } from '../../mocks/codes';
import { STORAGE_DB_NAME, STORAGE_DB_STORE, STORAGE_KEYS } from '../../src/lib/storage-keys';
import { BENCH, origin } from './config';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: BENCH.chromium, args: [...BENCH.chromeArgs] });
}

/** Signs in through the entry screen, as a user would, so the session id is stored. */
export async function signIn(page: Page, base = origin()): Promise<void> {
  await page.goto(`${base}/toolkit/en`);
  await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.waitForURL(/\/toolkit\/en\/implementation$/, { timeout: 15_000 });
  // The id is written to IndexedDB after the redirect: wait for it, then start once more so the
  // app reads it back and sets the paint hint prerendered section pages need to show early.
  await page.waitForFunction(
    sessionStored,
    { db: { name: STORAGE_DB_NAME, store: STORAGE_DB_STORE }, key: STORAGE_KEYS.id },
    { timeout: 15_000 },
  );
  await page.reload();
  await page.waitForURL(/\/toolkit\/en\/implementation$/, { timeout: 15_000 });
  await page.waitForFunction((key) => localStorage.getItem(key)?.includes('"session":true'), STORAGE_KEYS.paintHints, { timeout: 15_000 });
}

/** Runs in the page: no imports there, so the names come in as an argument. */
function sessionStored({ db: names, key }: { db: { name: string; store: string }; key: string }): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open(names.name);
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(names.store)) return resolve(false);
      const get = db.transaction(names.store).objectStore(names.store).get(key);
      get.onsuccess = () => resolve(typeof get.result === 'string');
      get.onerror = () => resolve(false);
    };
  });
}

/** Drops the HTTP cache so the next navigation loads every file again. */
export async function clearHttpCache(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
