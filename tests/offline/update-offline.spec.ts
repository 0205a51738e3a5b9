import type { Page } from '@playwright/test';
import { MOCK_CODES } from '../../mocks/codes';
import { LocalServer } from '../../scripts/local-server';
import { NginxServer } from '../../scripts/nginx/nginx-server';
import { deployTest, NEXT_BUILD, NEXT_DIST } from '../support/deploys';
import { expect, signIn, storedValue } from '../support/fixtures';
import { DIST, waitForServiceWorker } from '../support/offline';
import { E2E_PORTS } from '../support/ports';
import { allowTimeForWhatMustNotHappen } from '../support/no-change';

/**
 * A deploy while the app is open: the first build is served, then the server moves on to a
 * second build on the same origin (same sources, another VITE_BUILD_ID, so the entry chunk and
 * sw.js change): the local server restarts with it, nginx reloads with it as its root. The test
 * owns that server (its own ports), so it can swap builds without touching anyone else's.
 */

const test = deployTest<LocalServer | NginxServer>((testInfo) =>
  testInfo.project.metadata.server === 'nginx'
    ? new NginxServer(E2E_PORTS.updateNginx, { apiPort: E2E_PORTS.updateNginxApi })
    : new LocalServer(E2E_PORTS.updateLocal),
);
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const storedProgress = (page: Page) => storedValue(page, 'toolkit.moduleProgress');

test(
  'a new version waits, is offered under an open module without reloading, and applies on Reload',
  { tag: '@nginx' },
  async ({ page, server }) => {
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
    await allowTimeForWhatMustNotHappen(page, 1500);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page).toHaveURL(/\/training\/module\/2\/slides$/);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined);
    await expect(page).toHaveURL(/\/training\/module\/2\/slides$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await storedProgress(page)).toEqual(progress);

    await page.goto('/toolkit/en/offline');
    await expect(page.getByText(`App version: ${NEXT_BUILD}`)).toBeVisible();
    expect(oldVersion).not.toContain(NEXT_BUILD);
    await expect(page.getByRole('status').filter({ hasText: 'Update available' })).toHaveCount(0);
  },
);

test(
  'during a presentation a new version waits without a prompt over the slides; leaving it, the prompt is there',
  { tag: '@nginx' },
  async ({ page, server }) => {
    await server.serve(DIST);
    await page.goto('/toolkit/en/training/module/7/slides');
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Present', exact: true }).click();
    const presentation = page.getByRole('region', { name: /presentation/i });
    await expect(presentation).toBeVisible();
    await expect(presentation).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/training\/present\/7\/2$/);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await server.serve(NEXT_DIST);
    await expect(async () => {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update()).catch(() => undefined);
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    }).toPass({ timeout: 45_000 });
    // Nothing over the slides, nothing reloaded: the same document, the same slide.
    await allowTimeForWhatMustNotHappen(page, 1500);
    await expect(page.getByRole('status').filter({ hasText: 'Update available' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page).toHaveURL(/\/training\/present\/7\/2$/);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/training\/module\/7\/slides/);
    await expect(page.getByRole('status').filter({ hasText: 'Update available' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  },
);

test(
  'a page the new version takes over while it loads, before its code listens, moves to the new version or offers it',
  { tag: '@nginx' },
  async ({ page, context, server }) => {
    await server.serve(DIST);
    await signIn(page);
    await waitForServiceWorker(page);

    await server.serve(NEXT_DIST);
    const waiting = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    await expect(async () => {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update()).catch(() => undefined);
      expect(await waiting()).toBe(true);
    }).toPass({ timeout: 45_000 });

    // A second tab opens (the old worker answers it) and, as its page arrives, the first applies
    // the new version: the new worker takes the second tab over before that tab's code listens.
    const tab = await context.newPage();
    // Parsed, not yet started: its code starts after the copy has painted, and listens after that.
    await tab.goto('/toolkit/en/offline', { waitUntil: 'domcontentloaded' });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
    // It moves to the new version by itself, or — when it saw the new version waiting before it took
    // over — offers it; never stays on the old one with nothing said (as it did).
    const next = tab.getByText(`App version: ${NEXT_BUILD}`);
    const offered = tab.getByRole('status').filter({ hasText: 'Update available' });
    await expect(next.or(offered)).toBeVisible({ timeout: 30_000 });
    // A person presses the offered Reload (the page may also move on by itself meanwhile).
    await expect(async () => {
      if (await offered.isVisible()) await offered.getByRole('button', { name: 'Reload' }).click({ timeout: 2000 });
      await expect(next).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 45_000 });
  },
);
