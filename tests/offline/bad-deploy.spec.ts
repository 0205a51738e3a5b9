import type { BrowserContext, Page } from '@playwright/test';
import { MOCK_CODES } from '../../mocks/codes';
import { LocalServer } from '../../scripts/local-server';
import { deployTest, NEXT_BUILD, NEXT_DIST } from '../support/deploys';
import { expect, storedValue } from '../support/fixtures';
import { DIST, waitForServiceWorker } from '../support/offline';
import { E2E_PORTS } from '../support/ports';
import { VARIANTS } from '../support/variants';

/**
 * A bad deploy on installed tablets: builds swapped on one origin, as update-offline.spec.ts
 * does. The good next build is the one that spec uses (same settings: built once for both).
 */
const BROKEN_DIST = VARIANTS.broken.dir;
const EMERGENCY_DIST = VARIANTS.emergency.dir;

const test = deployTest(() => new LocalServer(E2E_PORTS.badDeploy));
test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function signInAndInstall(page: Page) {
  await page.goto('/toolkit/en');
  await page.getByLabel('Service code').fill(MOCK_CODES.training);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/implementation$/);
  await waitForServiceWorker(page);
}

/** What the hourly / on-visibility check does, until a new worker is installed and waiting. */
async function untilWaiting(page: Page) {
  await expect(async () => {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update()).catch(() => undefined);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  }).toPass({ timeout: 45_000 });
}

test('a deploy whose app cannot start says so, and recovers to the next good deploy when it comes, in the same window', async ({
  page,
  context,
  server,
}) => {
  await server.serve(DIST);
  await signInAndInstall(page);

  // The broken deploy arrives and the learner applies it, as any update.
  await server.serve(BROKEN_DIST);
  await untilWaiting(page);
  await page.getByRole('status').filter({ hasText: 'Update available' }).getByRole('button', { name: 'Reload' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'The toolkit could not start' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-start-failed', '');
  await expect(page.locator('html')).not.toHaveAttribute('data-app-started', '');

  // The fixed deploy arrives; the tablet finds it when its connection comes back (no reload, no
  // window closed): the broken page hands over to it and reloads into it once.
  await server.serve(NEXT_DIST);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.locator('html')).toHaveAttribute('data-app-started', '', { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /offline/i })
    .click();
  await expect(page.getByText(`App version: ${NEXT_BUILD}`)).toBeVisible();
  expect(await storedValue(page, 'toolkit.id')).toMatch(/^mock-/);
});

/**
 * A stalled link for the pieces of files the worker downloads (sw/worker-download.ts asks
 * `bytes=N-M`): each is held, never answered, so the worker stays busy with the download.
 */
async function stalledPieces(context: BrowserContext): Promise<() => number> {
  let pieces = 0;
  await context.route(/\/(images|audio|videos|pdfs)\//, async (route) => {
    if (!/^bytes=\d+-\d+$/.test(route.request().headers()['range'] ?? '')) return route.continue();
    pieces += 1;
    await new Promise<never>(() => {});
  });
  return () => pieces;
}

test('the emergency build unregisters the worker and clears its caches, keeping the learner’s data', async ({ page, context, server }) => {
  // The core pack (the training code starts it by itself) downloads through the worker over a stalled link:
  // the old worker is busy with it when the emergency build comes, and the pages stop it for that.
  const pieces = await stalledPieces(context);
  await server.serve(DIST);
  await signInAndInstall(page);
  await expect.poll(pieces, { timeout: 30_000 }).toBeGreaterThan(0);
  const id = await storedValue(page, 'toolkit.id');
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await server.serve(EMERGENCY_DIST);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update()).catch(() => undefined);
  // The worker takes over at once, unregisters and reloads the pages it controlled.
  await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined, undefined, { timeout: 45_000 });
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  // The app shell's precache is gone (what the page itself stores again, it stores anew).
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('precache')))).toEqual([]);
  // From the network now, with the learner's session still on the device.
  await page.goto('/toolkit/en/training');
  await expect(page.getByRole('heading', { level: 1, name: /training/i })).toBeVisible();
  expect(await storedValue(page, 'toolkit.id')).toBe(id);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});
