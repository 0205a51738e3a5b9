import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { expect, signIn, storedValue, test } from '../support/fixtures';
import { expectNoAxeViolations, moduleUrl } from '../support/modules';

const html = (page: Page, name: string) => page.locator('html').getAttribute(name);
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

async function openDisplay(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Display' }).click();
  return page.getByRole('dialog', { name: 'Display' });
}

test('Display: text size and theme apply at once, are stored for the person, and hold across a reload', async ({ page }) => {
  await signIn(page);
  expect(await rootFontSize(page)).toBe('16px');
  const dialog = await openDisplay(page);
  await dialog.getByRole('radio', { name: '150 %' }).check();
  await dialog.getByRole('radio', { name: 'Dark' }).check();
  expect(await rootFontSize(page)).toBe('24px');
  expect(await html(page, 'data-theme')).toBe('dark');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Display' })).toBeFocused();
  await expect.poll(() => storedValue(page, STORAGE_KEYS.display)).toMatchObject({ textSize: 150, theme: 'dark' });

  await page.reload();
  expect(await html(page, 'data-theme')).toBe('dark');
  expect(await rootFontSize(page)).toBe('24px');
  expect(await background(page)).toBe('rgb(17, 23, 27)');
});

test('the progress page opens the same settings, beside the people on the device', async ({ page }) => {
  await signIn(page);
  await page.goto('/toolkit/en/progress');
  const section = page.getByRole('region', { name: 'Reading and display' });
  await section.getByRole('button', { name: 'Display' }).click();
  const dialog = page.getByRole('dialog', { name: 'Display' });
  await dialog.getByRole('radio', { name: '125 %' }).check();
  expect(await rootFontSize(page)).toBe('20px');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByRole('button', { name: 'Display' })).toBeFocused();
  await expect.poll(() => storedValue(page, STORAGE_KEYS.display)).toMatchObject({ textSize: 125 });
});

test('a prerendered page opened with dark and 200 % stored paints dark and large in its first frame', async ({ page }) => {
  await signIn(page);
  const dialog = await openDisplay(page);
  await dialog.getByRole('radio', { name: '200 %' }).check();
  await dialog.getByRole('radio', { name: 'Dark' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The first script of the page sets both before the body exists: seen from a script that runs at
  // the first element of <body> (as the first paint would show it).
  await page.addInitScript(() => {
    const seen: Record<string, string | null> = {};
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      seen.theme = document.documentElement.getAttribute('data-theme');
      seen.size = getComputedStyle(document.documentElement).fontSize;
      seen.background = getComputedStyle(document.documentElement).backgroundColor;
      (window as unknown as { firstSeen: typeof seen }).firstSeen = seen;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/toolkit/en/training');
  const first = await page.evaluate(() => (window as unknown as { firstSeen: Record<string, string> }).firstSeen);
  expect(first).toEqual({ theme: 'dark', size: '32px', background: 'rgb(17, 23, 27)' });
});

test('the system dark preference is followed when no theme is chosen; a chosen Light wins over it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page);
  expect(await html(page, 'data-theme')).toBe('dark');
  const dialog = await openDisplay(page);
  await dialog.getByRole('radio', { name: 'Light' }).check();
  expect(await html(page, 'data-theme')).toBe('light');
  expect(await background(page)).toBe('rgb(255, 255, 255)');
  await page.emulateMedia({ contrast: 'more' });
  await dialog.getByRole('radio', { name: 'Same as this device' }).check();
  expect(await html(page, 'data-theme')).toBe('contrast');
});

test('another tab shows a display change at once', async ({ page, context }) => {
  await signIn(page);
  const other = await context.newPage();
  await other.goto('/toolkit/en/promotional');
  const dialog = await openDisplay(page);
  await dialog.getByRole('radio', { name: 'High contrast' }).check();
  await expect.poll(() => html(other, 'data-theme')).toBe('contrast');
  await dialog.getByRole('checkbox', { name: 'Turn off animations' }).check();
  await expect.poll(() => html(other, 'data-motion')).toBe('reduced');
});

test('Back to the usual display clears every choice and the stored hint', async ({ page }) => {
  await signIn(page);
  const dialog = await openDisplay(page);
  await dialog.getByRole('radio', { name: '125 %' }).check();
  await dialog.getByRole('checkbox', { name: 'More space between lines, words and letters' }).check();
  expect(await html(page, 'data-spacing')).toBe('comfortable');
  await dialog.getByRole('button', { name: 'Back to the usual display' }).click();
  expect(await html(page, 'data-spacing')).toBeNull();
  expect(await html(page, 'data-text-size')).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.displayHint)).toBeNull();
});

test("captions off and the narration's text on: videos start without captions, each slide shows its text", async ({ page }) => {
  await signIn(page);
  await page.goto('/toolkit/en/training');
  await expect(page.locator('video track[kind="captions"]').first()).toHaveAttribute('default', '');
  const dialog = await openDisplay(page);
  await dialog.getByRole('checkbox', { name: 'Show captions on videos' }).uncheck();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('video track[kind="captions"]').first()).not.toHaveAttribute('default');

  await page.goto(moduleUrl('training', 1, 'slides'));
  // Visible only: a prerendered page holds a narrow and a wide copy until the live page replaces it.
  const transcript = page.locator('details.transcript').filter({ visible: true });
  await expect(transcript).not.toHaveAttribute('open');
  await (await openDisplay(page)).getByRole('checkbox', { name: "Show the narration's text with each slide" }).check();
  await page.keyboard.press('Escape');
  await expect(transcript).toHaveAttribute('open', '');
  await page.reload();
  await expect(page.locator('details.transcript')).toHaveAttribute('open', '');
});
