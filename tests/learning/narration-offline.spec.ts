import { MOCK_CODES } from '../../mocks/codes';
import { expect, packOnDevice, signIn, test } from '../support/fixtures';
import { moduleUrl } from '../support/modules';
import { goOffline, waitForServiceWorker } from '../support/offline';

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

test('with no network, the narration player plays from the cached file and the backup screen still works', async ({ page, context }) => {
  // The slides-and-narration pack is on the device (its download has tests of its own: offline.spec).
  await packOnDevice(page, 'core');
  await signIn(page, MOCK_CODES.training);
  await waitForServiceWorker(page);
  await expect(page.getByRole('link', { name: 'Available offline' })).toBeVisible();
  await goOffline(context);

  await page.goto(moduleUrl('training', 7, 'slides'));
  await page.getByLabel('Speed').selectOption({ label: '1.5×' });
  await page.getByRole('button', { name: 'Play narration' }).click();
  await expect(page.getByRole('button', { name: 'Pause narration' })).toBeVisible();
  const audio = page.locator('audio');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => !a.error && !a.paused && a.playbackRate === 1.5 && a.currentTime > 1))
    .toBe(true);
  // Back 10 s seeks within the cached file (range requests answered by the service worker).
  await page.getByRole('button', { name: 'Pause narration' }).click();
  await page.getByRole('button', { name: 'Back 10 s' }).click();
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBe(0);

  await page.goto('/toolkit/en/progress');
  await expect(page.getByRole('img', { name: 'QR code of your progress backup' })).toBeVisible();
});
