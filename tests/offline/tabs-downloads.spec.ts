import { MOCK_CODES } from '../../mocks/codes';
import type { IndexEntry } from '../../src/content/types';
import { expect, signIn, test as base } from '../support/fixtures';
import { MediaSwitches } from '../support/media-faults';
import { contentIndex, openOfflineFromHeader, packItem, waitForServiceWorker } from '../support/offline';

/**
 * One download per device: two tabs of one browser share one cache, so one of them downloads
 * and the other shows its progress and passes on its user's requests (docs/architecture.md,
 * "Between tabs"). The mock server counts the bytes it sent per file, for this browser only.
 */
const test = base.extend<{ media: MediaSwitches }>({
  media: async ({ context, request, baseURL }, use, testInfo) => {
    await use(await MediaSwitches.forContext(context, request, baseURL!, testInfo.testId));
  },
});

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 150_000 });

const CORE = 'Slides, narration and documents';
const TRAINING = 'Training resources';

/** The English core pack (slides, narration, PDFs) and the training section's videos, each path once. */
function packs() {
  const index = contentIndex('en');
  const all = [...Object.values(index.modules), ...Object.values(index.sections)].flat();
  const core = [...new Map(all.map((e) => [e.path, e])).values()].filter((e) => e.kind !== 'video' && e.kind !== 'captions');
  // The section pack in the format Chromium plays (WebM): its videos, captions and posters.
  const training = index.sections.training.filter((e) => !e.path.endsWith('.mp4'));
  const files = [...new Map([...core, ...training].map((e) => [e.path, e])).values()];
  return { files };
}

/** Every file came over the network once at most: no file sent more bytes than it has. */
function expectFetchedOnce(byPath: Record<string, number>, files: IndexEntry[]) {
  const twice = files.filter((e) => (byPath[e.path] ?? 0) > e.bytes).map((e) => `${e.path}: ${byPath[e.path]} of ${e.bytes}`);
  expect(twice).toEqual([]);
}

test('a pack started in one tab downloads once for the device; the other tab shows its progress and can pause it', async ({
  page,
  context,
  media,
}) => {
  const { files } = packs();
  await signIn(page, MOCK_CODES.training, { corePack: 'auto' });
  await waitForServiceWorker(page);
  // Slow enough that both tabs are open through the whole download.
  await media.bandwidth(400_000);
  await openOfflineFromHeader(page);
  const tabB = await context.newPage();
  await tabB.goto('/toolkit/en/offline');
  await expect(packItem(tabB, CORE)).toBeVisible();

  // Tab A starts the training section's pack; tab B sees it running.
  await packItem(page, TRAINING).getByRole('button', { name: 'Make available offline' }).click();
  await expect(packItem(tabB, TRAINING).getByRole('status')).toHaveText('Downloading…');
  await expect(packItem(tabB, TRAINING).getByRole('progressbar')).toBeVisible();

  // Tab B pauses it: tab A, which downloads, stops.
  await packItem(tabB, TRAINING).getByRole('button', { name: 'Pause' }).click();
  await expect(packItem(page, TRAINING).getByRole('status')).toHaveText('Paused');
  await expect(packItem(tabB, TRAINING).getByRole('status')).toHaveText('Paused');
  await packItem(tabB, TRAINING).getByRole('button', { name: 'Resume' }).click();

  await media.bandwidth(4_000_000);
  for (const tab of [page, tabB]) {
    await expect(packItem(tab, TRAINING).getByRole('status')).toHaveText('Available offline', { timeout: 90_000 });
    await expect(packItem(tab, CORE).getByRole('status')).toHaveText('Available offline', { timeout: 90_000 });
  }
  expectFetchedOnce((await media.stats()).byPath, files);
});
