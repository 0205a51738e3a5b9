import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { expect, test } from '../support/fixtures';
import { completedSection, expectNoAxeViolations, moduleUrl, seedStorage } from '../support/modules';

const completed = '2025-01-31';

async function openDialog(page: Page) {
  await seedStorage(page, { progress: completedSection('implementation'), completion: { implementation: completed } });
  await page.goto(moduleUrl('implementation', 7, 'summary'));
  const button = page.getByRole('button', { name: 'Download Certificate' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Download your certificate' });
  await expect(dialog).toBeVisible();
  return { dialog, button };
}

test.describe('certificate', () => {
  test('name dialog: focus in and back out, axe-clean, Close', async ({ page }) => {
    const { dialog, button } = await openDialog(page);
    await expect(dialog.getByLabel('Name (optional)')).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('server error shows the contact message in bold red, cleared by editing the name', async ({ page, mockApi }) => {
    const { dialog } = await openDialog(page);
    await mockApi.fail({ mode: 'internal', endpoints: ['pdf'], times: 1 });
    await dialog.getByLabel('Name (optional)').fill('Sam');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const error = dialog.getByRole('alert');
    await expect(error).toHaveText(/^An error occurred while generating the certificate\. Please contact \S+@\S+\.$/);
    await expect(error).toHaveCSS('font-weight', '700');
    await expect(error).toHaveCSS('color', 'rgb(176, 0, 32)');
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Name (optional)').press('End');
    await dialog.getByLabel('Name (optional)').pressSequentially(' Lee');
    await expect(error).toBeHidden();
    // The switch was used up: the next try works.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('Certificate Organizational Lead.pdf');
  });

  test('Download is disabled while the certificate is made', async ({ page, mockApi }) => {
    const { dialog } = await openDialog(page);
    await mockApi.fail({ mode: 'slow', endpoints: ['pdf'], times: 1, delayMs: 1500 });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeDisabled();
    await download;
  });

  test('with no network the certificate is rendered on the device', async ({ page }, info) => {
    const { dialog } = await openDialog(page);
    await page.route('**/api/operational-toolkit/pdf?*', (route) => route.abort('internetdisconnected'));
    const name = 'Αλέξανδρος Παπαδόπουλος';
    await dialog.getByLabel('Name (optional)').fill(name);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('Certificate Organizational Lead.pdf');
    const file = info.outputPath('offline.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(name);
    expect(text).toContain('January 31, 2025');
    expect(text).toContain('Organizational Lead');
  });
});
