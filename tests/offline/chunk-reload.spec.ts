import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * A lazy chunk that fails to load reloads the page only when a new build replaced this
 * one. WebKit (Safari on the iPad) and Firefox fail the page's pending chunk loads as soon
 * as the user starts leaving for another page; a reload then cancelled that navigation and
 * kept the user where they were. Both cases are played here in the order the browser
 * makes them: the navigation starts, then the chunk's load fails.
 */

/** What Vite's preload helper dispatches when a lazy chunk (or its CSS) fails to load. */
const failChunkLoad = (page: Page, then?: string) =>
  page.evaluate((to) => {
    if (to) location.href = to;
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  }, then);

async function openContactPage(page: Page) {
  await page.goto('/contactform');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
}

test('a chunk load failing as the user leaves lets the navigation through', async ({ page }) => {
  await openContactPage(page);
  await failChunkLoad(page, '/toolkit/en');
  await expect(page).toHaveURL(/\/toolkit\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Operational Toolkit');
  expect(await page.evaluate(() => sessionStorage.getItem('toolkit.reloadedAt')), 'no reload was started').toBeNull();
});

test('a chunk load failing because a new build replaced this one reloads the page once', async ({ page }) => {
  await openContactPage(page);
  // The new deploy removed this build's files: the server answers 404 for them.
  await page.route('**/assets/**', (route) => (route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.fallback()));
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  const reloaded = page.waitForEvent('load');
  await failChunkLoad(page);
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  expect(await page.evaluate(() => 'beforeReload' in window), 'a fresh document').toBe(false);
  expect(await page.evaluate(() => sessionStorage.getItem('toolkit.reloadedAt'))).not.toBeNull();
});
