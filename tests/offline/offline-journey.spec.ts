import type { Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { MOCK_CODES } from '../../mocks/codes';
import { SECTION_MODULES, fullModuleId } from '../../src/content/catalogue';
import { expect, packOnDevice, signIn, storedValue, test, waitForLivePage } from '../support/fixtures';
import { answerQuiz, moduleText, moduleUrl } from '../support/modules';
import { goOffline, goOnline, waitForServiceWorker } from '../support/offline';
import { allowTimeForWhatMustNotHappen } from '../support/no-change';

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

interface QueuedCall {
  seq: number;
  path: string;
  body: { id?: string; feedback?: string; moduleProgress?: unknown };
}

async function expectImageRendered(img: Locator) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

/**
 * The tablet that was online once: the training section is made available
 * offline, then the whole course is done with no network, and everything the
 * learner did reaches the server once the connection returns.
 */
test('a learner completes the training section offline; queued calls are delivered once, in order', async ({
  page,
  context,
  mockApi,
}, info) => {
  test.setTimeout(480_000);
  // 1. Online once: the training section made available offline (its download, with its
  // progress to 100 %, is offline.spec's "a section made available offline").
  await packOnDevice(page, 'training');
  await signIn(page, MOCK_CODES.training);
  await waitForServiceWorker(page);
  const id = await storedValue<string>(page, 'toolkit.id');
  await page.goto('/toolkit/en/training');
  const panel = page.getByRole('region', { name: 'Use this section offline' });
  await expect(panel.getByRole('status')).toHaveText('Available offline');

  // 2. Offline from here on, including requests the service worker makes.
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Offline', exact: true })).toBeVisible();

  for (let position = 1; position <= 7; position += 1) {
    const text = moduleText('training', position);
    const fullId = fullModuleId(SECTION_MODULES.training[position - 1]);
    await page.goto(moduleUrl('training', position, 'slides'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);

    for (const [i, slide] of text.slides.entries()) {
      await expect(page.locator('.slide-controls__count')).toHaveText(`Slide ${i + 1} of ${text.slides.length}`);
      await expectImageRendered(page.getByRole('img', { name: [slide.title, ...slide.points].join('. ') }));
      if (i === 0 && position === 1) {
        // Narration plays from the cache and seeks (range requests answered by the worker).
        const audio = page.locator('audio');
        await waitForLivePage(page);
        await expect(audio).toHaveAttribute('src', `/audio/en/modules/${fullId}/slide-1.mp3`);
        await audio.evaluate(async (el: HTMLAudioElement) => {
          el.muted = true;
          await el.play();
          el.currentTime = Math.min(2, el.duration / 2);
        });
        await expect
          .poll(() => audio.evaluate((el: HTMLAudioElement) => !el.error && el.readyState >= 2 && el.currentTime > 0.5))
          .toBe(true);
        await audio.evaluate((el: HTMLAudioElement) => el.pause());
      }
      if (i < text.slides.length - 1) await page.getByRole('button', { name: 'Next slide' }).click();
    }
    await page.getByRole('button', { name: 'Finish Module' }).click();
    await expect(page.getByRole('heading', { name: 'Module completed!' })).toBeVisible();
    await page.getByRole('button', { name: 'Take Knowledge Test' }).click();
    await page.getByRole('button', { name: 'Click here to attempt this Knowledge Test' }).click();
    await answerQuiz(page, text.questions, true);
    await expect(page.getByText('Well done! You passed the knowledge test.')).toBeVisible();
    // The pass is queued (an IndexedDB write under a lock) a moment after it shows: a page left
    // within that moment loses the track call. This journey is about delivery, so it moves on once
    // the call is queued, as a learner reading the result does.
    await expect
      .poll(async () => ((await storedValue<QueuedCall[]>(page, 'toolkit.outbox')) ?? []).filter((c) => c.path.endsWith('/track')).length)
      .toBeGreaterThanOrEqual(2 * position);
  }

  // 3. The certificate is rendered on the device.
  await page.getByRole('button', { name: 'Return to Summary' }).click();
  await page.getByRole('button', { name: 'Download Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download your certificate' });
  await dialog.getByLabel('Name (optional)').fill('Offline Learner');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('Certificate Operational Staff.pdf');
  const file = info.outputPath('certificate.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // 4. Feedback is queued.
  const feedback = `Offline feedback ${info.testId}`;
  await page.getByRole('button', { name: 'Give feedback' }).click();
  const feedbackDialog = page.getByRole('dialog', { name: 'Give feedback' });
  await feedbackDialog.getByLabel('Your feedback').fill(feedback);
  await feedbackDialog.getByRole('button', { name: 'Send' }).click();
  await expect(feedbackDialog.getByText('Your feedback is saved and will be sent when you are back online')).toBeVisible();
  await feedbackDialog.getByRole('button', { name: 'Close' }).click();

  const queued = (await storedValue<QueuedCall[]>(page, 'toolkit.outbox')) ?? [];
  const tracks = queued.filter((c) => c.path.endsWith('/track'));
  expect(tracks.length).toBeGreaterThanOrEqual(14);
  expect(queued.filter((c) => c.body.feedback === feedback)).toHaveLength(1);
  expect((await mockApi.state()).tracks.filter((t) => t.id === id)).toEqual([]);

  // 5. Back online: every queued call arrives once, in the order it was made.
  await goOnline(context);
  await expect.poll(async () => (await storedValue<QueuedCall[]>(page, 'toolkit.outbox'))?.length ?? 0, { timeout: 30_000 }).toBe(0);
  const state = await mockApi.state();
  const received = state.tracks.filter((t) => t.id === id);
  expect(received.map((t) => t.moduleProgress ?? t.resource)).toEqual(
    tracks.map((c) => c.body.moduleProgress ?? (c.body as { resource?: string }).resource),
  );
  expect(state.feedback.filter((f) => f.feedback === feedback)).toHaveLength(1);
  // Nothing is sent twice on a later start.
  await page.reload();
  await allowTimeForWhatMustNotHappen(page, 1500);
  expect((await mockApi.state()).tracks.filter((t) => t.id === id)).toHaveLength(received.length);
});
