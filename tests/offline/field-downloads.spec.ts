import type { Page } from '@playwright/test';
import { MOCK_CODES } from '../../mocks/codes';
import type { MediaStats } from '../../mocks/media-faults';
import type { IndexEntry } from '../../src/content/types';
import { expect, signIn, test as base } from '../support/fixtures';
import { cacheMismatches, largestFallBack, MediaSwitches, progressSeen, recordProgress } from '../support/media-faults';
import { contentIndex, goOffline, goOnline, openOfflineFromHeader, sum, waitForServiceWorker } from '../support/offline';

/** Fault and bandwidth switches of the mock server, for this test's browser context only. */
const test = base.extend<{ media: MediaSwitches }>({
  media: async ({ context, request, baseURL }, use, testInfo) => {
    await use(await MediaSwitches.forContext(context, request, baseURL!, testInfo.testId));
  },
});

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 150_000 });

/** The English core pack as the spec defines it (slides, narration, PDFs; no videos), each path once. */
function corePack(): IndexEntry[] {
  const index = contentIndex('en');
  const all = [...Object.values(index.modules), ...Object.values(index.sections)].flat();
  return [...new Map(all.map((e) => [e.path, e])).values()].filter((e) => e.kind !== 'video' && e.kind !== 'captions');
}

const CORE = 'Slides, narration and documents';
const LARGEST = Math.max(...corePack().map((e) => e.bytes));

async function openOfflinePage(page: Page) {
  await signIn(page, MOCK_CODES.organisation, { corePack: 'auto' });
  await waitForServiceWorker(page);
  await openOfflineFromHeader(page);
  await recordProgress(page, `Download progress: ${CORE}`);
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CORE }) });
}

/** Every file of the pack in the cache, whole and with the bytes the index names. */
async function expectEveryFileVerified(page: Page, pack: IndexEntry[]) {
  const { bad, partials } = await cacheMismatches(page, pack);
  expect(bad).toEqual([]);
  expect(partials).toBe(0);
}

/** The bar ended on the pack's size and never went back by more than one file. */
async function expectProgressNeverFellBack(page: Page, pack: IndexEntry[]) {
  const seen = await progressSeen(page);
  expect(seen.at(-1)).toBe(sum(pack));
  expect(largestFallBack(seen)).toBeLessThanOrEqual(LARGEST);
}

/** Sum of a per-path server figure over the pack's files. */
function packBytes(byPath: Record<string, number>, pack: IndexEntry[]): number {
  return pack.reduce((n, e) => n + (byPath[e.path] ?? 0), 0);
}

/** The drops whose file was asked for again from elsewhere than where its kept bytes ended (or not yet). */
function notResumedWhereDropped({ drops, startsByPath }: MediaStats) {
  return drops.flatMap(({ path, start, sent }) => {
    const starts = startsByPath[path] ?? [];
    const next = starts[starts.indexOf(start) + 1];
    return next !== undefined && next > start && next <= start + sent ? [] : [{ path, start, sent, next }];
  });
}

test.describe('downloads in field conditions', () => {
  test(
    'the English pack completes by itself over a slow link dropped 3 times mid-file and offline once, every file verified',
    { tag: '@nginx' },
    async ({ page, context, media }) => {
      const pack = corePack();
      await media.bandwidth(600_000);
      // Mid-file drops on files that resume (from 32 KB), after 20 KB of their body.
      await media.fault({ mode: 'drop', afterBytes: 20_000, minBytes: 40_000, paths: ['/audio/', '/pdfs/'], times: 3 });
      const core = await openOfflinePage(page);

      await expect.poll(async () => (await media.stats()).faults.drop, { timeout: 60_000 }).toBe(3);
      // Each dropped file went on from the bytes that had arrived: its next request began past the
      // dropped one's start (what arrived was kept) and within what was sent (nothing skipped).
      await expect
        .poll(async () => notResumedWhereDropped(await media.stats()), { timeout: 30_000, message: 'requests after each drop' })
        .toEqual([]);

      await goOffline(context);
      await expect(core.getByRole('status')).toHaveText(/Waiting for a connection/, { timeout: 30_000 });
      const { bytes: whileOffline } = await media.stats();
      await goOnline(context);
      await expect(core.getByRole('status')).toHaveText('Available offline', { timeout: 90_000 });
      expect((await media.stats()).bytes).toBeGreaterThan(whileOffline);

      await expectEveryFileVerified(page, pack);
      const stats = await media.stats();
      expect(packBytes(stats.byPath, pack) / sum(pack)).toBeLessThanOrEqual(1.05);
      await expectProgressNeverFellBack(page, pack);
    },
  );

  test('a burst of 503 answers and a stalled file do not stop the pack', async ({ page, media }) => {
    const pack = corePack();
    await media.bandwidth(1_000_000);
    await media.fault({ mode: 'unavailable', times: 6 });
    const core = await openOfflinePage(page);
    await expect.poll(async () => (await media.stats()).faults.unavailable, { timeout: 60_000 }).toBe(6);
    await media.fault({ mode: 'stall', afterBytes: 10_000, minBytes: 40_000, times: 1 });
    await expect.poll(async () => (await media.stats()).faults.stall, { timeout: 60_000 }).toBe(1);
    await expect(core.getByRole('status')).toHaveText('Available offline', { timeout: 90_000 });

    await expectEveryFileVerified(page, pack);
    await expectProgressNeverFellBack(page, pack);
  });

  test('a video still streaming as a preview when the section pack starts comes over the network once', async ({ page, media }) => {
    const videos = contentIndex('en').sections.training.filter((e) => e.path.endsWith('.webm'));
    await signIn(page, MOCK_CODES.training);
    await waitForServiceWorker(page);
    // A slow link, so the previews are still arriving when the pack starts.
    await media.bandwidth(30_000);
    await page.goto('/toolkit/en/training');
    const streaming = async () => {
      const { byPath } = await media.stats();
      return videos.filter((v) => (byPath[v.path] ?? 0) > 0 && byPath[v.path] < v.bytes).length;
    };
    await expect.poll(streaming, { timeout: 30_000 }).toBeGreaterThan(0);
    const panel = page.getByRole('region', { name: 'Use this section offline' });
    await panel.getByRole('button', { name: 'Make available offline' }).click();
    await media.bandwidth(2_000_000);
    await expect(panel.getByRole('status')).toHaveText('Available offline', { timeout: 90_000 });
    const { byPath } = await media.stats();
    for (const v of videos) expect(byPath[v.path] ?? 0, v.path).toBeLessThanOrEqual(v.bytes);
    const { bad } = await cacheMismatches(page, videos);
    expect(bad).toEqual([]);
  });

  test('HEAD answers like GET for app routes and media, and media answers Range with 206', { tag: '@nginx' }, async ({ request }) => {
    for (const url of ['/toolkit/en/training', '/toolkit/en/offline', '/audio/en/modules/2/slide-1.mp3']) {
      const [head, get] = [await request.head(url), await request.get(url)];
      expect(head.status(), url).toBe(200);
      expect(head.headers()['content-type']).toBe(get.headers()['content-type']);
      expect(head.headers()['content-security-policy']).toBe(get.headers()['content-security-policy']);
    }
    const partial = await request.get('/audio/en/modules/2/slide-1.mp3', { headers: { Range: 'bytes=100-199' } });
    expect(partial.status()).toBe(206);
    expect((await partial.body()).byteLength).toBe(100);
  });
});
