import type { Page } from '@playwright/test';
import { LocalServer } from '../../scripts/local-server';
import { expect, signIn, test } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';
import { VARIANTS } from '../support/variants';

const failure = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong' });

test('a link ending in a bad escape (#%) shows the page, not a blank window', async ({ page }) => {
  await signIn(page);
  await page.goto('/toolkit/en/training#%');
  await expect(page.getByRole('heading', { level: 1, name: /training/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /module 1/i }).first()).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
});

test.describe('a region that fails to render', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: LocalServer;

  // The same sources built with VITE_TEST_CRASH=1: `?test-crash=<region>` makes that region throw as it renders.
  test.beforeAll(async () => {
    server = new LocalServer(E2E_PORTS.crashBuild);
    await server.serve(VARIANTS.crash.dir);
  });
  test.afterAll(() => server.stop());
  test.use({ baseURL: `http://localhost:${E2E_PORTS.crashBuild}` });

  test('the slides: a message with Reload and the contact address, the module page around it working', async ({ page }) => {
    await page.goto('/toolkit/en/training/module/3/slides?test-crash=slides');
    const alert = failure(page);
    await expect(alert).toContainText('This part of the page could not be shown');
    await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The rest of the module page still answers: its other tabs open.
    await page.getByRole('tab', { name: 'Other modules' }).click();
    await expect(page.getByRole('tab', { name: 'Other modules' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Other modules' })).toBeVisible();
  });

  test('the whole page: its own heading, Reload reloads, and the next page starts afresh', async ({ page }) => {
    await page.goto('/toolkit/en/training/module/3/slides?test-crash=page');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(failure(page)).toContainText('This page could not be shown');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await failure(page).getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined);
    await expect(failure(page)).toBeVisible();
    await page.goto('/toolkit/en/training/module/3/slides');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(failure(page)).toHaveCount(0);
  });

  test('the search dialog and the feedback dialog: a message over the page, which stays', async ({ page }) => {
    await signIn(page);
    await page.goto('/toolkit/en/training/module/3/slides?test-crash=search');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(failure(page)).toContainText('This part of the page could not be shown');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();

    await page.goto('/toolkit/en/training/module/3/slides?test-crash=dialog');
    await page.getByRole('button', { name: 'Give feedback' }).click();
    await expect(failure(page)).toContainText('This part of the page could not be shown');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
  });
});
