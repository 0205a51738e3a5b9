import type { Page } from '@playwright/test';
import { SECTION_MODULES, isVideoSlide } from '../../src/content/catalogue';
import { expect, signIn, storedValue, test as base } from '../support/fixtures';
import { expectNoAxeViolations, moduleText, moduleUrl } from '../support/modules';
import { goOffline, goOnline, waitForServiceWorker } from '../support/offline';
import { putPackPrefs } from '../support/device';

/**
 * A device that has nothing downloaded: the user removed the core pack (it
 * never starts), signs in, and the connection goes. Nothing may look broken.
 */
async function freshDeviceThenOffline(page: Page, context: Parameters<typeof goOffline>[0]) {
  await page.goto('/contactform');
  await putPackPrefs(page, { wanted: { 'en:core': false }, paused: {} });
  await signIn(page);
  await waitForServiceWorker(page);
  // Only what the section page showed (thumbnails, captions) may have been cached on use.
  const cached = await page.evaluate(async () => (await (await caches.open('toolkit-media')).keys()).map((r) => r.url));
  const media = cached.filter((url) => /\/(audio|pdfs)\/|\.(mp4|webm)$|\/slide-/.test(url));
  expect(media, 'no slide, narration, video or PDF on the device').toEqual([]);
  const id = await storedValue<string>(page, 'toolkit.id');
  await goOffline(context);
  return id;
}

/** `offlineDeviceId`: the device of freshDeviceThenOffline, its id for the tracks it sends. */
const test = base.extend<{ offlineDeviceId: string | undefined }>({
  offlineDeviceId: async ({ page, context }, use, testInfo) => {
    testInfo.setTimeout(120_000);
    await use(await freshDeviceThenOffline(page, context));
  },
});

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });

/** Images that finished loading without a picture: the browser's broken-image icon. */
function brokenImages(page: Page) {
  return page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src));
}

/** Audio or video elements in an error state. */
function brokenMedia(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('audio, video')]
      .map((el) => el as HTMLMediaElement)
      .filter((el) => el.error !== null)
      .map((el) => el.outerHTML.slice(0, 120)),
  );
}

const sendBadge = (page: Page) => page.locator('.site-header .header-sync');

test('offline with nothing downloaded: every slide of a module says so in place, and loads by itself once connected', async ({
  page,
  context,
  mockApi,
  offlineDeviceId: id,
}) => {
  const position = 3;
  const code = SECTION_MODULES.implementation[position - 1];
  const text = moduleText('implementation', position);
  await page.goto(moduleUrl('implementation', position, 'slides'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
  const stage = page.locator('.slides-stage');

  for (const [i, slide] of text.slides.entries()) {
    await expect(page.locator('.slide-controls__count')).toHaveText(`Slide ${i + 1} of ${text.slides.length}`);
    const notice = stage
      .locator('.slider__notice[data-media-notice="missing"]')
      .filter({ has: page.locator('.media-notice__title').getByText(slide.title, { exact: true }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("This slide's image is not on this device yet. It will be available once you are connected.");
    await expect(notice).toContainText(slide.points[0]);
    await expect(stage.getByText('The narration is not on this device yet. It will be available once you are connected.')).toBeVisible();
    if (isVideoSlide(code, i + 1)) {
      const video = stage.locator('.video__notice[data-media-notice="missing"]');
      await expect(video).toContainText(slide.title);
      await expect(video).toContainText('This video is not on this device yet. It will be available once you are connected.');
    }
    await expect(stage.locator('img, audio, video')).toHaveCount(0);
    expect(await brokenImages(page)).toEqual([]);
    expect(await brokenMedia(page)).toEqual([]);
    if (i === 5) await expectNoAxeViolations(page);
    if (i < text.slides.length - 1) await page.getByRole('button', { name: 'Next slide' }).click();
  }

  // The learner can finish offline; the milestone waits in the outbox, visibly.
  await expect(sendBadge(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Finish Module' }).click();
  await expect(page.getByRole('heading', { name: 'Module completed!' })).toBeVisible();
  await expect(sendBadge(page)).toHaveText('1 action to send');

  await page.goto(moduleUrl('implementation', position, 'slides'));
  await page.getByRole('navigation', { name: 'Module contents' }).getByRole('button', { name: text.slides[5].title }).click();
  await expect(page.locator('.slide-controls__count')).toHaveText(`Slide 6 of ${text.slides.length}`);
  await expect(stage.locator('[data-media-notice="missing"]').first()).toBeVisible();

  // Back online: the same page retries by itself, and the waiting action is delivered.
  await goOnline(context);
  const image = stage.getByRole('img', { name: [text.slides[5].title, ...text.slides[5].points].join('. ') });
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await expect(stage.getByRole('button', { name: 'Play narration' })).toBeVisible();
  await expect.poll(() => stage.locator('audio').evaluate((el: HTMLAudioElement) => el.readyState)).toBeGreaterThan(0);
  await expect.poll(() => stage.locator('video').evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThan(0);
  await expect(stage.locator('[data-media-notice]')).toHaveCount(0);
  await expect(sendBadge(page)).toHaveCount(0);
  const mine = (await mockApi.state()).tracks.filter((t) => t.id === id);
  expect(mine.map((t) => t.moduleProgress)).toEqual([{ fullModuleId: '3', resourceType: 'implementation', event: 'slidesComplete' }]);
});

test('offline with nothing downloaded: a section page has no dead PDF link and no broken video; online they work and are tracked', async ({
  page,
  context,
  mockApi,
  offlineDeviceId: id,
}) => {
  await page.goto('/toolkit/en/training');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const pdfCards = page.locator('[data-item="pdf"], [data-item="presentation"]');
  const videoCards = page.locator('[data-item="video"], [data-item="videoWithLink"]');
  const pdfs = await pdfCards.count();
  const videos = await videoCards.count();
  expect(pdfs, 'the training page lists PDFs').toBeGreaterThan(0);
  expect(videos, 'the training page lists videos').toBeGreaterThan(0);

  await expect(pdfCards.getByText('This PDF is not on this device yet. It will be available once you are connected.')).toHaveCount(pdfs);
  await expect(videoCards.getByText('This video is not on this device yet. It will be available once you are connected.')).toHaveCount(
    videos,
  );
  await expect(page.locator('a[href*="/pdfs/"], a[href*="/videos/"], a[download]')).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
  // Lazy thumbnails further down the page: scroll through so every one is tried.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => brokenImages(page)).toEqual([]);
  await expectNoAxeViolations(page);

  // A resource opened offline counts too: the waiting count goes up.
  await page.locator('[data-item="module"] a').first().click();
  await expect(sendBadge(page)).toHaveText('1 action to send');
  await page.goBack();
  await expect(pdfCards.first()).toBeVisible();

  await goOnline(context);
  await expect(sendBadge(page)).toHaveCount(0);
  await expect(page.locator('a[href*="/pdfs/"]')).toHaveCount(pdfs);
  await expect(page.locator('[data-media-notice]')).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(videos);
  expect(await brokenImages(page)).toEqual([]);

  const first = pdfCards.first().getByRole('link', { name: /^Open PDF: / });
  const href = await first.getAttribute('href');
  const [popup] = await Promise.all([page.waitForEvent('popup'), first.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toContain(href!);
  await popup.close();
  await expect.poll(async () => (await mockApi.state()).tracks.filter((t) => t.id === id && t.resource).length).toBe(2);
});

/**
 * Presses the section's first module link and waits, as a person would, for the module to open: a
 * press on the prerendered copy is replayed (track call and all) once the live app takes over, and
 * a page left before that was never the module's visit.
 */
async function openFirstModule(page: Page) {
  await page.locator('[data-item="module"] a').first().click();
  await expect(page).toHaveURL(/\/implementation\/module\/1(\/|$)/);
}

test('the offline page shows what waits to be sent, when the last delivery was, and whether storage is kept', async ({ page, context }) => {
  await signIn(page);
  await waitForServiceWorker(page);
  await page.goto('/toolkit/en/offline');
  const sync = page.locator('.sync-summary');
  await expect(sync).toContainText('Nothing has been sent from this device yet.');
  await page.goto('/toolkit/en/implementation');
  await openFirstModule(page);
  await page.goto('/toolkit/en/offline');
  await expect(sync).toContainText('Nothing is waiting to be sent.');
  await expect(sync).toContainText(/Last sent: \d{1,2}:\d{2}\s[AP]M/);

  await goOffline(context);
  await page.goto('/toolkit/en/implementation');
  await openFirstModule(page);
  await page.goto('/toolkit/en/offline');
  await expect(sync).toContainText('1 action (progress or feedback) is waiting to be sent.');
  await expect(sendBadge(page)).toHaveText('1 action to send');
  // Headless Chromium does not grant persistence to a page that was not installed or bookmarked.
  const persisted = await page.evaluate(() => navigator.storage.persisted());
  const panel = page.locator('.storage-panel');
  if (persisted) {
    await expect(panel).toContainText('Storage on this device is persistent');
  } else {
    await expect(panel).toContainText('Storage on this device is not persistent.');
    await expect(panel).toContainText('in Safari after 7 days without opening the toolkit');
    await expect(panel.getByRole('link', { name: 'How to install the toolkit on this device' })).toHaveAttribute('href', '#install');
  }
  await expect(page.getByRole('heading', { name: 'On an iPad or iPhone (Safari)' })).toBeVisible();
  await expect(page.getByText('Add to Home Screen', { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await goOnline(context);
  await expect(sync).toContainText('Nothing is waiting to be sent.');
  await expect(sendBadge(page)).toHaveCount(0);
});

test('a browser without navigator.storage is told that it does not report whether it keeps content', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'storage', { get: () => undefined }));
  await signIn(page);
  await page.goto('/toolkit/en/offline');
  await expect(page.locator('.storage-panel')).toContainText('This browser does not report whether it keeps saved content');
  await expect(page.getByRole('heading', { name: 'Offline content', level: 1 })).toBeVisible();
});
