import type { Page } from '@playwright/test';
import type { IndexEntry } from '../../src/content/types';
import { expect, test as base } from '../support/fixtures';
import { MediaSwitches } from '../support/media-faults';
import { allowTimeForWhatMustNotHappen } from '../support/no-change';
import { contentIndex, offlinePageWithoutCore, packItem, sum } from '../support/offline';

/**
 * Nothing a user does is paid for twice: Pause, a reload while paused, Resume, a reload while
 * downloading, a second tab that pauses and resumes the download of the first, and the first
 * tab closed mid-download (the second takes over), all during one pack download, and the pack's
 * bytes come over the network exactly once. The mock server counts the body bytes it
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
/**
 * 4 in every run of the suite; DOWNLOAD_RUNS=20 for a proof under load (issue #51: the Pause lost
 * across a reload that 1 of 20 showed has its own test in offline.spec.ts now).
 */
const RUNS = Number(process.env.DOWNLOAD_RUNS ?? 4);
/**
 * While the user acts: about 16 s for the whole pack, so the pack is still downloading when the
 * last tab closes even on a loaded machine (at 150 kB/s, in a CI run with two workers, run 8's
 * pack had finished before its downloading tab closed, and no more bytes could come).
 */
const SLOW = 40_000;
const FAST = 4_000_000;

/** The promotional pack in the format Chromium plays (the core pack, which shares files with it, is cancelled first). */
function pack(): IndexEntry[] {
  return contentIndex('en').sections.promotional.filter((e) => !e.path.endsWith('.mp4'));
}

const item = (page: Page, name = PACK) => packItem(page, name);

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

/**
 * The pack completes in the tab left. When it does not, the failure says what the page and the
 * server saw (CI keeps no trace): which tab holds the download lock, and whether bytes still came.
 */
async function expectAvailable(page: Page, media: MediaSwitches, run: number) {
  try {
    await expect(item(page).getByRole('status')).toHaveText('Available offline', { timeout: 30_000 });
  } catch (error) {
    const before = (await media.stats()).bytes;
    const seen = await page.evaluate(async () => ({
      locks: await navigator.locks.query(),
      progress: [...document.querySelectorAll('li')].map((li) => li.textContent).find((t) => t?.includes('Promotional resources')),
      controller: navigator.serviceWorker.controller?.state,
    }));
    // Whether the download still moves: bytes that do not come have no event to wait for.
    await allowTimeForWhatMustNotHappen(page, 2000);
    const after = (await media.stats()).bytes;
    throw new Error(`run ${run}: ${JSON.stringify(seen)}; bytes sent ${before}, 2 s later ${after}`, { cause: error });
  }
}

test(`Pause, reloads, Resume, a second tab and a closed downloading tab during a pack download: each byte fetched once, ${RUNS} times over`, async ({
  page,
  context,
  media,
}) => {
  test.setTimeout(600_000);
  const files = pack();
  const unique = sum(files);
  await offlinePageWithoutCore(page);
  let fetched = 0;
  const twice: string[] = [];
  /** More bytes arrived since the last look: the download is under way. */
  const moreBytes = async (more: number, why: string) => {
    const now = (await media.stats()).bytes;
    await expect.poll(async () => (await media.stats()).bytes, why).toBeGreaterThan(now + more);
  };

  let a = page;
  for (let run = 1; run <= RUNS; run++) {
    // Each run from the network: nothing in the HTTP cache from the run before.
    await (await context.newCDPSession(a)).send('Network.clearBrowserCache');
    await media.reset();
    await media.bandwidth(SLOW);
    await item(a).getByRole('button', { name: 'Make available offline' }).click();
    await expect(item(a).getByRole('status')).toHaveText('Downloading…');
    // Some files arrived and others are on their way.
    await expect.poll(async () => (await media.stats()).bytes).toBeGreaterThan(30_000 + (run % 5) * 10_000);
    expect(await pauseAndRead(a), `run ${run}: paused at the press`).toBe('Paused');

    // A reload while paused, Resume, then a reload while downloading: it continues by itself.
    await a.reload();
    await expect(item(a).getByRole('status')).toHaveText('Paused');
    await item(a).getByRole('button', { name: 'Resume' }).click();
    await expect(item(a).getByRole('status')).toHaveText('Downloading…');
    await moreBytes(10_000 + (run % 3) * 5_000, `run ${run}: resumed`);
    await a.reload();
    await expect(item(a).getByRole('status')).toHaveText('Downloading…', { timeout: 20_000 });

    // A second tab shows the download and pauses and resumes it: the first tab downloads.
    const b = await context.newPage();
    await b.goto('/toolkit/en/offline');
    await expect(item(b).getByRole('status')).toHaveText('Downloading…');
    expect(await pauseAndRead(b), `run ${run}: paused at the press in the second tab`).toBe('Paused');
    await expect(item(a).getByRole('status')).toHaveText('Paused');
    await item(b).getByRole('button', { name: 'Resume' }).click();
    await expect(item(a).getByRole('status')).toHaveText('Downloading…');

    // The downloading tab closes mid-download: the second tab takes the download over.
    await moreBytes(10_000, `run ${run}: resumed from the second tab`);
    await a.close();
    await expect(item(b).getByRole('status')).toHaveText('Downloading…');
    await media.bandwidth(FAST);
    await expectAvailable(b, media, run);

    const { byPath } = await media.stats();
    fetched += files.reduce((n, e) => n + (byPath[e.path] ?? 0), 0);
    twice.push(
      ...files.filter((e) => (byPath[e.path] ?? 0) !== e.bytes).map((e) => `run ${run} ${e.path}: ${byPath[e.path]} of ${e.bytes}`),
    );

    await item(b)
      .getByRole('button', { name: /Remove from this device/ })
      .click();
    await expect(item(b).getByRole('button', { name: 'Make available offline' })).toBeVisible();
    a = b;
  }

  const ratio = fetched / (unique * RUNS);
  test
    .info()
    .annotations.push({ type: 'bytes fetched ÷ unique bytes', description: `${ratio.toFixed(4)} (${fetched} of ${unique * RUNS})` });
  console.log(`download-bytes: ${RUNS} runs, fetched ${fetched} bytes for ${unique * RUNS} unique: ratio ${ratio.toFixed(4)}`);
  // Every byte the server sent is kept (the service worker downloads in bounded pieces, each read
  // to its end and kept as it arrives, whoever still reads: docs/offline-packs.md): exactly once.
  expect(twice, twice.join('\n')).toEqual([]);
  expect(fetched).toBe(unique * RUNS);
});
