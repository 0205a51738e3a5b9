import type { Page } from '@playwright/test';
import { LocalServer } from '../../scripts/local-server';
import { deployTest, NEXT_BUILD, NEXT_DIST } from '../support/deploys';
import { expect } from '../support/fixtures';
import { MediaSwitches } from '../support/media-faults';
import { contentIndex, DIST, offlinePageWithoutCore, packItem } from '../support/offline';
import { E2E_PORTS } from '../support/ports';

/**
 * A new version applied in one tab while another downloads a pack: the download pauses, so the
 * old service worker has no request left and the new one takes over at once, then it continues,
 * and no byte comes over the network twice (the server counts the bytes it sent per file). The
 * test owns its server, which moves on to a second build before the download starts.
 */
const test = deployTest<LocalServer>(() => new LocalServer(E2E_PORTS.updateDownloads));
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const PACK = 'Promotional resources';
const item = (page: Page, name = PACK) => packItem(page, name);

test('a download in another tab pauses while an update is applied, then continues; nothing is fetched twice', async ({
  page,
  context,
  request,
  server,
}) => {
  const files = contentIndex('en').sections.promotional.filter((e) => !e.path.endsWith('.mp4'));
  await server.serve(DIST);
  await offlinePageWithoutCore(page);

  // The second build is deployed and waiting; the server's media counts start from here.
  await server.serve(NEXT_DIST);
  const media = await MediaSwitches.forContext(context, request, server.origin, test.info().testId);
  const prompt = (tab: Page) => tab.getByRole('status').filter({ hasText: 'Update available' });
  await expect(async () => {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update()).catch(() => undefined);
    await expect(prompt(page)).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 45_000 });

  // Tab A downloads, slowly; tab B applies the new version.
  await media.bandwidth(150_000);
  await item(page).getByRole('button', { name: 'Make available offline' }).click();
  await expect(item(page).getByRole('status')).toHaveText('Downloading…');
  await expect.poll(async () => (await media.stats()).bytes).toBeGreaterThan(60_000);
  // Slower still, so the pack is certainly downloading when tab B opens, however long that takes
  // on a loaded machine (at 150 kB/s it was seen to finish first).
  await media.bandwidth(15_000);
  // Tab A records when its pack shows paused and when the new worker takes control of it.
  await page.evaluate((name) => {
    const seen = ((window as unknown as { seen: Record<string, number> }).seen = {} as Record<string, number>);
    navigator.serviceWorker.addEventListener('controllerchange', () => (seen.controlled ??= Date.now()));
    const read = () => {
      const item = [...document.querySelectorAll('li')].find((li) => li.querySelector('h3')?.textContent === name);
      const status = item?.querySelector('[role=status]')?.textContent ?? '';
      if (status === 'Paused') seen.paused ??= Date.now();
      if (status === 'Downloading…' && seen.controlled) seen.continued ??= Date.now();
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, PACK);
  const tabB = await context.newPage();
  await tabB.goto('/toolkit/en/offline');
  await expect(item(tabB).getByRole('status')).toHaveText('Downloading…');
  // Back to 150 kB/s: the update waits for the old worker to finish the piece it asked for, and a
  // piece sized at 150 kB/s takes 10 s at 15 (a CI run at load 16 waited past 30 s for the new version).
  await media.bandwidth(150_000);
  await prompt(tabB).getByRole('button', { name: 'Reload' }).click();
  await expect(tabB.getByText(`App version: ${NEXT_BUILD}`)).toBeVisible({ timeout: 30_000 });

  // A paused, the new worker took control of it, and A continued once it had, not 30 s later.
  const seen = () => page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
  await expect.poll(async () => Object.keys(await seen()).sort(), { timeout: 10_000 }).toEqual(['continued', 'controlled', 'paused']);
  const { paused, controlled, continued } = await seen();
  expect(paused).toBeLessThan(controlled);
  expect(continued - controlled).toBeLessThan(10_000);
  // No download went on while the update was applied. The old worker reads a piece it asked for
  // to its end and checks between pieces whether the page still reads (sw/worker-download.ts): a
  // page's abort that reaches it only after a piece ended lets one more piece start, at most one
  // per file the job was downloading (3 at a time). A CI run under load saw one.
  const during = (await media.stats()).requestTimes.filter((t) => t > paused && t < controlled);
  expect(during.length).toBeLessThanOrEqual(3);

  // Then the download completes; each file came once.
  await media.bandwidth(4_000_000);
  await expect(item(page).getByRole('status')).toHaveText('Available offline', { timeout: 30_000 });
  const { byPath } = await media.stats();
  const twice = files.filter((e) => (byPath[e.path] ?? 0) !== e.bytes).map((e) => `${e.path}: ${byPath[e.path]} of ${e.bytes}`);
  expect(twice).toEqual([]);
});
