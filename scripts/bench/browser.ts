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
}

/** Drops the HTTP cache so the next navigation loads every file again. */
export async function clearHttpCache(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
