import type { Page } from '@playwright/test';
import { MOCK_CODES } from '../../mocks/codes';
import { content } from '../../src/content/en/index';
import { expect, packOnDevice, signIn, test } from '../support/fixtures';
import {
  contentIndex,
  expectNavigationWorks,
  goOffline,
  goOnline,
  offlinePageWithoutCore,
  openOfflineFromHeader,
  packItem,
  sum,
  trainingPack,
  waitForServiceWorker,
} from '../support/offline';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const training = () => ({ name: 'Use this section offline' });

/** Media bodies received over the network (not from the worker's cache nor the HTTP cache). */
function recordMediaDownloads(page: Page, finishedAt: { path: string; at: number }[] = []): string[] {
  const urls: string[] = [];
  page.context().on('requestfinished', async (request) => {
    const at = Date.now();
    const url = new URL(request.url());
    if (!/^\/(images|audio|videos|pdfs)\//.test(url.pathname)) return;
    const response = await request.response();
    if (!response || response.fromServiceWorker() || response.status() !== 200) return;
    if ((await request.sizes()).responseBodySize > 0) {
      urls.push(url.pathname);
      finishedAt.push({ path: url.pathname, at });
    }
  });
  return urls;
}

const cachedMedia = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('toolkit-media')).keys()).map((r) => new URL(r.url).pathname));

const duplicates = (paths: string[]) => paths.filter((p, i) => paths.indexOf(p) !== i);

async function coreReady(page: Page) {
  await expect(page.getByRole('link', { name: 'Available offline' })).toBeVisible({ timeout: 60_000 });
}

test.describe('offline-first', () => {
  test('the app shell answers every route offline', async ({ page, context }) => {
    await signIn(page, MOCK_CODES.training);
    await waitForServiceWorker(page);
    await goOffline(context);
    await expectNavigationWorks(page, '/toolkit/en/training', content.sections.training.title);
    await expect(page.getByRole('link', { name: 'Offline', exact: true })).toBeVisible();
    await expectNavigationWorks(page, '/toolkit/en/implementation', content.sections.implementation.title);
    await expectNavigationWorks(page, '/toolkit/en/promotional', content.sections.promotional.title);
    await expectNavigationWorks(page, '/toolkit/en/training/module/1/slides', content.modules['1'].title);
    await expectNavigationWorks(page, '/toolkit/en/implementation/module/6/slides', content.modules.b.title);
    await expectNavigationWorks(page, '/toolkit/en/offline', 'Offline content');
    await expectNavigationWorks(page, '/contactform', 'Contact us');
    // The entry route redirects a signed-in user to a section, offline too.
    await page.goto('/toolkit');
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
  });

  test('slides, narration and PDFs download by themselves; cached audio answers Range requests offline', async ({ page, context }) => {
    const downloads = recordMediaDownloads(page);
    await signIn(page, MOCK_CODES.organisation, { corePack: 'auto' });
    await coreReady(page);
    const index = contentIndex();
    const core = [
      ...new Map([...Object.values(index.modules), ...Object.values(index.sections)].flat().map((e) => [e.path, e])).values(),
    ].filter((e) => e.kind !== 'video' && e.kind !== 'captions');
    // Each file came over the network once (slides the page showed meanwhile included);
    // videos the section page previews stream from the network and are not kept.
    const kept = downloads.filter((p) => !p.startsWith('/videos/'));
    expect(duplicates(kept)).toEqual([]);
    const corePaths = new Set(core.map((e) => e.path));
    expect(kept.filter((p) => !corePaths.has(p))).toEqual([]);

    const mp3 = index.modules['2'].find((e) => e.kind === 'audio')!;
    await goOffline(context);
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url, { headers: { Range: 'bytes=100-199' } });
      return {
        status: response.status,
        range: response.headers.get('Content-Range'),
        length: (await response.arrayBuffer()).byteLength,
      };
    }, mp3.path);
    expect(answer).toEqual({ status: 206, range: `bytes 100-199/${mp3.bytes}`, length: 100 });
  });

  test('a section made available offline downloads exactly its files, with progress to 100%', async ({ page }) => {
    const downloads = recordMediaDownloads(page);
    // What the page's own thread writes to Cache Storage (the download worker's writes are not seen here).
    await page.addInitScript(() => {
      const put = Cache.prototype.put;
      const w = window as unknown as { pagePuts: string[] };
      w.pagePuts = [];
      Cache.prototype.put = function (request, response) {
        w.pagePuts.push(new URL(request instanceof Request ? request.url : request, location.href).pathname);
        return put.call(this, request, response);
      };
    });
    // The core pack on the device already (the test above downloads it): the section adds the rest.
    await packOnDevice(page, 'core');
    await signIn(page, MOCK_CODES.training);
    await coreReady(page);
    await page.goto('/toolkit/en/training');
    const panel = page.getByRole('region', training());
    await panel.getByRole('button', { name: 'Make available offline' }).click();
    const bar = panel.getByRole('progressbar');
    await expect(panel.getByRole('status')).toHaveText('Available offline', { timeout: 60_000 });
    const pack = trainingPack(contentIndex());
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-bytes-total', String(sum(pack)));
    await expect(bar).toHaveAttribute('data-bytes-done', String(sum(pack)));
    await expect(bar).toHaveAttribute('data-files-done', String(pack.length));
    // Nothing was fetched twice, and every file of the pack is in the cache with its size.
    expect(duplicates(downloads)).toEqual([]);
    const sizes = await page.evaluate(
      async (paths) => {
        const cache = await caches.open('toolkit-media');
        return Promise.all(paths.map(async (p) => (await (await cache.match(p))?.arrayBuffer())?.byteLength ?? -1));
      },
      pack.map((e) => e.path),
    );
    expect(sizes).toEqual(pack.map((e) => e.bytes));
    // Fetched, checked and stored off the page's thread, by the download worker: a learner
    // changing slides meanwhile does not wait for it.
    expect(page.workers().some((w) => /download\.worker/.test(w.url()))).toBe(true);
    const pagePuts = await page.evaluate(() => (window as unknown as { pagePuts: string[] }).pagePuts);
    expect(pagePuts.filter((p) => pack.some((e) => e.path === p))).toEqual([]);
    // Module cards say so: every training module now has its slides, narration and videos here.
    const cards = page.locator('[data-item="module"]');
    await expect(cards).toHaveCount(7);
    await expect(cards.locator('[data-offline="full"]')).toHaveCount(7);
  });

  test('pause, resume after a reload, and remove a pack', async ({ page }) => {
    const finished: { path: string; at: number }[] = [];
    recordMediaDownloads(page, finished);
    // A link that stalls once a few files are kept, so that the press lands mid-download: the
    // rest are held until the test lets them through (unrouteAll, before Resume).
    let stalled = false;
    await page.context().route(/\/(videos|audio)\//, async (route) => {
      if (!stalled) return route.continue();
      await new Promise<never>(() => {});
    });
    // The automatic core pack too: what Remove leaves is its files.
    await signIn(page, MOCK_CODES.organisation, { corePack: 'auto' });
    await openOfflineFromHeader(page);
    const everything = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Everything' }) });
    await everything.getByRole('button', { name: 'Make available offline' }).click();
    await expect.poll(async () => (await cachedMedia(page)).length, 'a few files kept before the pause').toBeGreaterThan(0);
    stalled = true;
    await everything.getByRole('button', { name: 'Pause' }).click();
    await expect(everything.getByRole('status')).toHaveText('Paused');
    // Focus stays in the controls for keyboard users.
    await expect(everything.getByRole('button', { name: 'Resume' })).toBeFocused();
    await page.reload();
    await expect(everything.getByRole('status')).toHaveText('Paused');
    // Resume goes on from what was kept. A file whose bytes were still on their way to the app
    // when it was paused may come again: pausing stops it.
    const kept = await cachedMedia(page);
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
    const resumedAt = Date.now();
    await everything.getByRole('button', { name: 'Resume' }).click();
    await expect(everything.getByRole('status')).toHaveText('Available offline', { timeout: 60_000 });
    const afterResume = finished.filter((f) => f.at >= resumedAt).map((f) => f.path);
    expect(
      afterResume.filter((p) => kept.includes(p)),
      'nothing kept before the pause is fetched again',
    ).toEqual([]);
    expect(duplicates(afterResume), 'no file fetched twice after Resume').toEqual([]);

    await everything.getByRole('button', { name: /Remove from this device/ }).click();
    await expect(everything.getByRole('status')).toHaveText('Partly available offline');
    // Videos went; slides, narration and PDFs stay for the automatic pack.
    const left = await cachedMedia(page);
    expect(left.some((p) => p.startsWith('/videos/'))).toBe(false);
    expect(left.some((p) => p.startsWith('/audio/'))).toBe(true);
  });

  test('the automatic core pack can be cancelled before it starts, and stays so after a reload', async ({ page }) => {
    await signIn(page, MOCK_CODES.organisation, { corePack: 'auto' });
    await waitForServiceWorker(page);
    await openOfflineFromHeader(page);
    const core = packItem(page, 'Slides, narration and documents');
    await core.getByRole('button', { name: /Cancel and remove/ }).click();
    await expect(core.getByRole('button', { name: 'Make available offline' })).toBeVisible();
    await page.reload();
    await expect(core.getByRole('button', { name: 'Make available offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Available offline' })).toHaveCount(0);
  });

  test('a Pause pressed as the page goes away holds: after the reload the pack is still paused', async ({ page }) => {
    // A link that stalls after a few files: the download is under way when Pause is pressed.
    let through = 0;
    await page.context().route(/\/(images|audio|videos|pdfs)\//, async (route) => {
      if (through++ < 4) return route.continue();
      await new Promise<never>(() => {});
    });
    await offlinePageWithoutCore(page);
    const promotional = packItem(page, 'Promotional resources');
    await promotional.getByRole('button', { name: 'Make available offline' }).click();
    await expect(promotional.getByRole('status')).toHaveText('Downloading…');
    // The press and the page's end in one task, as when a tablet is put away at once.
    await page.evaluate(() => {
      const item = [...document.querySelectorAll('li')].find((li) => li.querySelector('h3')?.textContent === 'Promotional resources');
      [...(item?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Pause')?.click();
      location.reload();
    });
    await expect(promotional.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(promotional.getByRole('status')).toHaveText('Paused');
  });

  test('a full disk stops the download with a clear message and nothing recorded as complete', async ({ page }) => {
    // The origin's real quota, set small: Cache Storage throws QuotaExceededError after a few files,
    // wherever the download runs (the download worker writes them).
    const cdp = await page.context().newCDPSession(page);
    const origin = new URL(test.info().project.use.baseURL!).origin;
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 600_000 });
    await signIn(page, MOCK_CODES.training, { corePack: 'auto' });
    // From the header, as a user goes: an address typed at once cut the download sign-in started.
    await openOfflineFromHeader(page);
    const core = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Slides, narration and documents' }) });
    await expect(core.getByRole('alert')).toContainText('not enough storage space', { timeout: 30_000 });
    await expect(core.getByRole('status')).toHaveText('Download stopped');
    await expect(page.getByRole('link', { name: 'Available offline' })).toHaveCount(0);
    // Space is freed: trying again completes it from where it stopped.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await core.getByRole('button', { name: 'Try again' }).click();
    await expect(core.getByRole('status')).toHaveText('Available offline', { timeout: 60_000 });
  });

  test('the offline page shows the space used and is accessible', async ({ page, context }) => {
    await signIn(page, MOCK_CODES.training);
    // From the header, as a user goes: an address typed at once cut the download sign-in started.
    await openOfflineFromHeader(page);
    await expect(page.getByText(/Space used on this device: .+ Available: .+/)).toBeVisible();
    await goOffline(context);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(page.getByText('You are offline. Downloads continue when the connection returns.')).toBeVisible();
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    await goOnline(context);
  });
});
