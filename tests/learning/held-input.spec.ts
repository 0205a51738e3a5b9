import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { expect, signIn, test } from '../support/fixtures';

/*
 * A press in a page's first moment: the page paints from its prerendered HTML at once, and the
 * app's scripts (held 2 s here, as on a slow tablet) take over later. What was pressed on the
 * static copy meanwhile is done once, on the live page.
 */

// Tablet portrait: the static copy shows the slide and its controls (from 1200 px only its header, README known gaps).
test.use({ viewport: { width: 820, height: 1180 } });

/** Every script of the app arrives 2 s late, except the two small classic ones each page's head needs. */
async function holdAppScripts(page: Page) {
  await page.route(/\/assets\/(?!paint-gate|start-watch)[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue().catch(() => undefined);
  });
}

test('Next pressed in the first moment of a module page moves to slide 2, once', async ({ page }) => {
  await holdAppScripts(page);
  await page.goto('/toolkit/en/training/module/4/slides', { waitUntil: 'commit' });
  const next = page.getByRole('button', { name: 'Next slide' });
  await next.click({ timeout: 5000 });
  await expect(page.locator('.prerendered')).toHaveCount(1);
  await expect(page.getByText('Slide 2 of', { exact: false })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await page.waitForTimeout(1000);
  await expect(page.getByText('Slide 2 of', { exact: false })).toBeVisible();
});

test('a module tab and a section page link pressed at once do what they say', async ({ page }) => {
  await signIn(page);
  await holdAppScripts(page);
  await page.goto('/toolkit/en/training/module/4/slides', { waitUntil: 'commit' });
  await page.getByRole('tab', { name: 'Other modules' }).click({ timeout: 5000 });
  await expect(page.getByRole('tab', { name: 'Other modules' })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  await expect(page.locator('.prerendered')).toHaveCount(0);

  await page.goto('/toolkit/en/training', { waitUntil: 'commit' });
  await page.getByRole('link', { name: /^Module 3:/ }).click({ timeout: 5000 });
  await expect(page).toHaveURL(/\/toolkit\/en\/training\/module\/3/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
});

test('the header’s Search pressed at once on a signed-in section page opens search', async ({ page }) => {
  await signIn(page);
  // The paint hint that shows the copy's signed-in parts (the Search button) is written by the
  // first page that reads the session back from storage after sign-in.
  await page.goto('/toolkit/en/training');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.paintHints)).toContain('"session":true');
  await holdAppScripts(page);
  await page.goto('/toolkit/en/training', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click({ timeout: 5000 });
  await expect(page.getByRole('dialog', { name: 'Search the toolkit' })).toBeVisible({ timeout: 20_000 });
});
