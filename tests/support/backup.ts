/** Steps shared by the progress backup specs. */
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { ResourceType } from '../../src/content/types';
import { expect } from './fixtures';
import { moduleUrl } from './modules';

export const backupUrl = '/toolkit/en/progress';

/** A second device: a browser context that shares nothing with the first. */
export async function freshPage(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

/** Clicks a save button on the backup page and returns the downloaded bytes. */
export async function download(page: Page, button: Locator | (() => Promise<void>)): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), typeof button === 'function' ? button() : button.click()]);
  return { name: file.suggestedFilename(), body: readFileSync(await file.path()) };
}

export async function exportFile(page: Page) {
  await page.goto(backupUrl);
  return download(page, page.getByRole('button', { name: 'Save backup file' }));
}

/** The one-person import's status line ("Bring progress to this device"; everyone's panel has its own). */
export const importStatus = (page: Page) => page.getByRole('region', { name: 'Bring progress to this device' }).locator('.backup-status');

/** Picks a file in one of the two import inputs and applies the summary it shows. */
export async function importAndApply(
  page: Page,
  input: 'Open a backup file' | 'Read a QR code image',
  file: { name: string; body: Buffer },
) {
  await page.goto(backupUrl);
  await page
    .getByLabel(input)
    .setInputFiles({ name: file.name, mimeType: input === 'Open a backup file' ? 'application/json' : 'image/png', buffer: file.body });
  await expect(page.getByRole('heading', { name: 'What this import will change' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply these changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your progress was imported.' })).toBeVisible();
}

/** What a learner sees on a section's module summary: bars, quiz icons, and what the certificate button does. */
export async function summaryState(page: Page, resourceType: ResourceType) {
  await page.goto(moduleUrl(resourceType, 1, 'summary'));
  const bars = page.getByRole('progressbar');
  await expect(bars).toHaveCount(7);
  const values = await bars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-valuenow')));
  const quiz = await page
    .locator('.progress-row .quiz-status')
    .evaluateAll((els) => els.map((e) => `${e.tagName.toLowerCase()} ${e.getAttribute('aria-label')} ${e.getAttribute('href') ?? ''}`));
  await page.getByRole('button', { name: 'Download Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download your certificate' });
  const refused = page.getByRole('alert').filter({ hasText: 'you must first complete all modules' });
  await expect(dialog.or(refused)).toBeVisible();
  const certificate = (await dialog.isVisible()) ? 'dialog' : 'refused';
  if (certificate === 'dialog') await page.keyboard.press('Escape');
  return { values, quiz, certificate };
}

/** Tabs forward until the locator has focus (a keyboard-only path), failing after many presses. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}
