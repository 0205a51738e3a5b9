import type { Page } from '@playwright/test';
import { MOCK_CODES } from '../../mocks/codes';
import type { IndexEntry } from '../../src/content/types';
import { expect, signIn, test as base } from '../support/fixtures';
import { MediaSwitches } from '../support/media-faults';
import { contentIndex, openOfflineFromHeader, sum, waitForServiceWorker } from '../support/offline';

/**
 * Nothing a user does is paid for twice: Pause, a reload while paused, Resume, and a second tab
 * that pauses and resumes the download of the first, all during one pack download, and the
 * pack's bytes come over the network once (but those in flight at a press, see below). The mock server counts the body bytes it
 * sent per file for this browser (the service worker's requests included); the link is slow
 * while the user acts, so each press lands mid-file.
 */
const test = base.extend<{ media: MediaSwitches }>({
  media: async ({ context, request, baseURL }, use, testInfo) => {
    await use(await MediaSwitches.forContext(context, request, baseURL!, testInfo.testId));
  },
});

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });

const PACK = 'Promotional resources';
const RUNS = 20;
/** While the user acts: about 4 s for the whole pack. */
const SLOW = 150_000;
const FAST = 4_000_000;

/** The promotional pack in the format Chromium plays (the core pack, which shares files with it, is cancelled first). */
function pack(): IndexEntry[] {
  return contentIndex('en').sections.promotional.filter((e) => !e.path.endsWith('.mp4'));
}

const packItem = (page: Page, name = PACK) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Presses Pause and reads the pack's status as the next frame paints it: what the user sees at the press. */
async function pauseAndRead(page: Page): Promise<string | null> {
  return page.evaluate(
    (name) =>
      new Promise<string | null>((resolve) => {
        const item = [...document.querySelectorAll('li')].find((li) => li.querySelector('h3')?.textContent === name);
        const pause = [...(item?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Pause');
        if (!pause) return resolve('no Pause button');
        pause.click();
        requestAnimationFrame(() => resolve(item?.querySelector('[role=status]')?.textContent ?? null));
      }),
    PACK,
  );
}

test(`Pause, reload, Resume and a second tab during a pack download: each byte fetched once but those in flight at a press, ${RUNS} times over`, async ({
  page,
  context,
  media,
}) => {
  test.setTimeout(180_000);
  const files = pack();
  const unique = sum(files);
  const cdp = await context.newCDPSession(page);
  await signIn(page, MOCK_CODES.organisation);
  await waitForServiceWorker(page);
  await openOfflineFromHeader(page);
  // Only the pack under test downloads: the automatic core pack is cancelled before it starts.
  const core = packItem(page, 'Slides, narration and documents');
  await core.getByRole('button', { name: /Cancel and remove/ }).click();
  await expect(core.getByRole('button', { name: 'Make available offline' })).toBeVisible();
  let fetched = 0;
  const twice: string[] = [];

  for (let run = 1; run <= RUNS; run++) {
    // Each run from the network: nothing in the HTTP cache from the run before.
    await cdp.send('Network.clearBrowserCache');
    await media.reset();
    await media.bandwidth(SLOW);
    const a = packItem(page);
    await a.getByRole('button', { name: 'Make available offline' }).click();
    await expect(a.getByRole('status')).toHaveText('Downloading…');
    // Some files arrived and others are on their way.
    await expect.poll(async () => (await media.stats()).bytes).toBeGreaterThan(40_000 + (run % 5) * 15_000);
    expect(await pauseAndRead(page), `run ${run}: paused at the press`).toBe('Paused');

    await page.reload();
    await expect(packItem(page).getByRole('status')).toHaveText('Paused');
    await packItem(page).getByRole('button', { name: 'Resume' }).click();
    await expect(packItem(page).getByRole('status')).toHaveText('Downloading…');

    // A second tab shows the download and pauses and resumes it: the first tab downloads.
    const tabB = await context.newPage();
    await tabB.goto('/toolkit/en/offline');
    const b = packItem(tabB);
    await expect(b.getByRole('status')).toHaveText('Downloading…');
    expect(await pauseAndRead(tabB), `run ${run}: paused at the press in the second tab`).toBe('Paused');
    await expect(packItem(page).getByRole('status')).toHaveText('Paused');
    await b.getByRole('button', { name: 'Resume' }).click();
    await expect(packItem(page).getByRole('status')).toHaveText('Downloading…');

    await media.bandwidth(FAST);
    for (const tab of [page, tabB]) await expect(packItem(tab).getByRole('status')).toHaveText('Available offline', { timeout: 30_000 });
    await tabB.close();

    const { byPath } = await media.stats();
    fetched += files.reduce((n, e) => n + (byPath[e.path] ?? 0), 0);
    twice.push(...files.filter((e) => (byPath[e.path] ?? 0) > e.bytes).map((e) => `run ${run} ${e.path}: ${byPath[e.path]} of ${e.bytes}`));

    await packItem(page)
      .getByRole('button', { name: /Remove from this device/ })
      .click();
    await expect(packItem(page).getByRole('button', { name: 'Make available offline' })).toBeVisible();
  }

  const ratio = fetched / (unique * RUNS);
  test
    .info()
    .annotations.push({ type: 'bytes fetched ÷ unique bytes', description: `${ratio.toFixed(4)} (${fetched} of ${unique * RUNS})` });
  console.log(`download-bytes: ${RUNS} runs, fetched ${fetched} bytes for ${unique * RUNS} unique: ratio ${ratio.toFixed(4)}`);
  // The goal is 1.000, not reached yet: a press aborts the downloads at once, and the bytes
  // already on their way are lost with them (a file whose last chunk was in flight is asked for
  // again from where the page holds it): about 3 % here, where every press lands mid-file
  // (docs/offline-packs.md). Held to the field goal until the in-flight bytes are kept too.
  expect(ratio).toBeGreaterThanOrEqual(1);
  expect(ratio, twice.join('\n')).toBeLessThanOrEqual(1.05);
});
