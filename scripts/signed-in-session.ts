import { chromium, type BrowserContextOptions, type Page } from '@playwright/test';
import { MOCK_CODES } from '../mocks/codes';
import { LocalServer } from './local-server';

/**
 * For the scripts that take the docs' screenshots: the production build (dist) and the mock API
 * on `port`, a Chromium page signed in with the organisation's mock code, given to `take` with the
 * origin; everything is stopped afterwards, whatever happens.
 */
export async function withSignedInPage(
  port: number,
  options: BrowserContextOptions,
  take: (page: Page, base: string) => Promise<void>,
): Promise<void> {
  const server = new LocalServer(port);
  try {
    await server.serve('dist');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage(options);
      await page.goto(`${server.origin}/toolkit/en`);
      await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await page.waitForURL(/implementation$/);
      await take(page, server.origin);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
