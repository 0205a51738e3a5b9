import { MOCK_CODES } from '../../mocks/codes';
import { expect, packOnDevice, signIn, test } from '../support/fixtures';
import { MediaSwitches } from '../support/media-faults';
import { moduleText, moduleUrl } from '../support/modules';
import { contentIndex, goOffline, openOfflineFromHeader, packItem, sum, trainingPack, waitForServiceWorker } from '../support/offline';
import {
  deviceWithoutMediaNetwork,
  expectImageRendered,
  expectPlays,
  noSaveDialog,
  packFileInput,
  saveDialogToPrivateFiles,
  savedFile,
} from '../support/pack-files';

/*
 * Tablet to tablet (issue #34): device A has a pack and saves it as a file; device B, whose
 * network never brings it a media file, adds the file and then works offline. Each device is a
 * browser context of its own (service worker, caches, storage).
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });

const CORE = 'Slides, narration and documents';
const TRAINING = 'Training resources';

test('the core pack saved as a file on one device plays slides, narration and a PDF on a device with no media network', async ({
  page,
  context,
  browser,
  request,
  baseURL,
  userAgent,
}, info) => {
  test.setTimeout(300_000);
  const index = contentIndex();
  const coreFiles = Object.values({ ...index.modules, ...index.sections })
    .flat()
    .filter((e, i, all) => e.kind !== 'video' && e.kind !== 'captions' && all.findIndex((o) => o.path === e.path) === i);

  // Device A: the core pack on it (its download has tests of its own); saved through the browser's save dialog.
  await saveDialogToPrivateFiles(context);
  await packOnDevice(page, 'core');
  await signIn(page);
  await waitForServiceWorker(page);
  await openOfflineFromHeader(page);
  const coreA = packItem(page, CORE);
  await expect(coreA.getByRole('status').first()).toHaveText('Available offline');
  await coreA.getByRole('button', { name: `Save as a file: ${CORE}` }).click();
  await expect(coreA.getByText(/^Saved as operational-toolkit-en-core-[0-9a-f]{12}\.zip\./)).toBeVisible({ timeout: 60_000 });
  const saved = await savedFile(page);
  expect(saved.name).toBe(`operational-toolkit-en-core-${index.version.slice(0, 12)}.zip`);
  expect(saved.buffer.byteLength).toBeGreaterThan(sum(coreFiles));

  // Device B: signed in, but no media file ever comes from the network.
  const deviceB = await deviceWithoutMediaNetwork(browser, `${userAgent} device-b`, baseURL!);
  const mediaB = await MediaSwitches.forContext(deviceB.context, request, baseURL!, `${info.testId}-b`);
  const b = deviceB.page;
  await signIn(b);
  await waitForServiceWorker(b);
  await openOfflineFromHeader(b);
  const coreB = packItem(b, CORE);
  await expect(coreB.getByRole('status').first()).not.toHaveText('Available offline');
  await packFileInput(b).setInputFiles({ name: saved.name, mimeType: 'application/zip', buffer: saved.buffer });
  await expect(b.getByText(`${coreFiles.length} files added.`)).toBeVisible({ timeout: 120_000 });
  await expect(b.getByText(`“${CORE}” is available offline.`)).toBeVisible();
  await expect(coreB.getByRole('status').first()).toHaveText('Available offline');

  // Offline from here on: slides, narration and a PDF come from the files the pack file brought.
  await goOffline(deviceB.context);
  const text = moduleText('implementation', 2);
  await b.goto(moduleUrl('implementation', 2, 'slides'));
  await expect(b.getByRole('heading', { level: 1 })).toHaveText(text.title);
  for (const [i, slide] of text.slides.slice(0, 3).entries()) {
    await expect(b.locator('.slide-controls__count')).toHaveText(`Slide ${i + 1} of ${text.slides.length}`);
    await expectImageRendered(b.getByRole('img', { name: [slide.title, ...slide.points].join('. ') }));
    await expectPlays(b.locator('audio'));
    await b.getByRole('button', { name: 'Next slide' }).click();
  }
  await b.goto('/toolkit/en/training');
  const pdf = b
    .locator('[data-item="pdf"]')
    .first()
    .getByRole('link', { name: /^Open PDF: / });
  const href = (await pdf.getAttribute('href'))!;
  const [response] = await Promise.all([deviceB.context.waitForEvent('response', (r) => r.url().endsWith(href)), pdf.click()]);
  expect(response.status()).toBe(200);
  expect(response.fromServiceWorker()).toBe(true);
  expect(response.headers()['content-type']).toBe('application/pdf');

  const stats = await mediaB.stats();
  expect({ requests: stats.requests, bytes: stats.bytes }, 'media bytes device B fetched from the network').toEqual({
    requests: 0,
    bytes: 0,
  });
  await deviceB.context.close();
});

test('a section pack with videos saved as a download on one device plays its videos on a device with no media network', async ({
  page,
  context,
  browser,
  request,
  baseURL,
  userAgent,
}, info) => {
  test.setTimeout(300_000);
  const pack = trainingPack(contentIndex());

  // Device A: the training section on it, videos included; this browser has no save dialog, so the file downloads.
  await noSaveDialog(context);
  await packOnDevice(page, 'training');
  await signIn(page, MOCK_CODES.training);
  await waitForServiceWorker(page);
  await openOfflineFromHeader(page);
  const trainingA = packItem(page, TRAINING);
  await expect(trainingA.getByRole('status').first()).toHaveText('Available offline');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    trainingA.getByRole('button', { name: `Save as a file: ${TRAINING}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^operational-toolkit-en-training-[0-9a-f]{12}\.zip$/);
  const file = info.outputPath(download.suggestedFilename());
  await download.saveAs(file);

  // Device B adds the file from its disk.
  const deviceB = await deviceWithoutMediaNetwork(browser, `${userAgent} device-b`, baseURL!);
  const mediaB = await MediaSwitches.forContext(deviceB.context, request, baseURL!, `${info.testId}-b`);
  const b = deviceB.page;
  await signIn(b, MOCK_CODES.training);
  await waitForServiceWorker(b);
  await openOfflineFromHeader(b);
  await packFileInput(b).setInputFiles(file);
  await expect(b.getByText(`${pack.length} files added.`)).toBeVisible({ timeout: 120_000 });
  const trainingB = packItem(b, TRAINING);
  await expect(trainingB.getByRole('status').first()).toHaveText('Available offline');

  await goOffline(deviceB.context);
  // Module 3's slide 6 has a clip.
  await b.goto(`${moduleUrl('training', 3, 'slides')}?slide=6`);
  await expect(b.locator('.slide-controls__count')).toHaveText(`Slide 6 of ${moduleText('training', 3).slides.length}`);
  await expectPlays(b.locator('video').first());
  await expectPlays(b.locator('audio'));

  const stats = await mediaB.stats();
  expect({ requests: stats.requests, bytes: stats.bytes }, 'media bytes device B fetched from the network').toEqual({
    requests: 0,
    bytes: 0,
  });
  await deviceB.context.close();
});
