import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { MOCK_CODES } from '../../mocks/codes';
import { BENCH, origin } from './config';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: BENCH.chromium, args: [...BENCH.chromeArgs] });
}

/** Signs in through the entry screen, as a user would, so the session id is stored. */
export async function signIn(page: Page): Promise<void> {
  await page.goto(`${origin()}/toolkit/en`);
  await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.waitForURL(/\/toolkit\/en\/implementation$/, { timeout: 15_000 });
  // The id is written to IndexedDB after the redirect: wait for it, then start once more so the
  // app reads it back and sets the paint hint prerendered section pages need to show early.
  await page.waitForFunction(sessionStored, undefined, { timeout: 15_000 });
  await page.reload();
  await page.waitForURL(/\/toolkit\/en\/implementation$/, { timeout: 15_000 });
  await page.waitForFunction(() => localStorage.getItem('toolkit.paintHints')?.includes('"session":true'), undefined, { timeout: 15_000 });
}

function sessionStored(): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open('toolkit');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('kv')) return resolve(false);
      const get = db.transaction('kv').objectStore('kv').get('toolkit.id');
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
