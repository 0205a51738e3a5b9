import type { Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { MOCK_CODES } from '../mocks/codes';
import { LocalServer } from '../scripts/local-server';
import { expect, storedValue, test } from './fixtures';
import { DIST, waitForServiceWorker } from './offline-helpers';

/**
 * A deploy while the app is open: the first build is served, then the server
 * restarts on the same origin with a second build (same sources, another
 * VITE_BUILD_ID, so the entry chunk and sw.js change). The test owns that
 * server (its own port), so it can swap builds without touching anyone else's.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317) + 7;
const server = new LocalServer(PORT);
const ORIGIN = server.origin;
const NEXT_BUILD = 'update-test-next';
const NEXT_DIST = process.env.UPDATE_DIST_DIR ?? `${DIST}-next`;

test.use({ serviceWorkers: 'allow', baseURL: ORIGIN });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(() => {
  if (existsSync(`${NEXT_DIST}/sw.js`) && process.env.UPDATE_DIST_DIR) return;
  const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', NEXT_DIST, '--emptyOutDir'], {
    env: { ...process.env, VITE_BUILD_ID: NEXT_BUILD },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('second build failed');
});

test.afterAll(() => server.stop());

const storedProgress = (page: Page) => storedValue(page, 'toolkit.moduleProgress');

test('a new version waits, is offered under an open module without reloading, and applies on Reload', async ({
  page,
}) => {
  await server.serve(DIST);
  await page.goto('/toolkit/en');
  await page.getByLabel('Service code').fill(MOCK_CODES.training);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/implementation$/);
  await waitForServiceWorker(page);
  await page.goto('/toolkit/en/offline');
  const oldVersion = await page.getByText(/^App version:/).textContent();

  // Some progress in a module, which stays open while the deploy happens.
  await page.goto('/toolkit/en/training/module/2/slides');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => storedProgress(page)).toMatchObject({ '2': { slide: 2 } });
  const progress = await storedProgress(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await server.serve(NEXT_DIST);
  // What the hourly / on-visibility check does (a navigation would do it too).
  const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
  await expect(async () => {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update()).catch(() => undefined);
    await expect(prompt).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 45_000 });
  // Nothing swaps under the open module: same page, same document, old worker in control.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(page).toHaveURL(/\/training\/module\/2\/slides$/);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
    true,
  );

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined);
  await expect(page).toHaveURL(/\/training\/module\/2\/slides$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await storedProgress(page)).toEqual(progress);

  await page.goto('/toolkit/en/offline');
  await expect(page.getByText(`App version: ${NEXT_BUILD}`)).toBeVisible();
  expect(oldVersion).not.toContain(NEXT_BUILD);
  await expect(page.getByRole('status').filter({ hasText: 'Update available' })).toHaveCount(0);
});
