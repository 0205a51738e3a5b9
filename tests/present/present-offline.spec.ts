import { MOCK_CODES } from '../../mocks/codes';
import { expect, packOnDevice, signIn, test } from '../support/fixtures';
import { goOffline, waitForServiceWorker } from '../support/offline';
import { COUNT, expectSlideImage, liveRegion, presentation, presentFrom, presentUrl, text } from '../support/present';

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 120_000 });

test('with no network, a module on the device presents every slide with its image', async ({ page, context }) => {
  // The slides-and-narration pack is on the device (its download has tests of its own: offline.spec).
  await packOnDevice(page, 'core');
  await signIn(page, MOCK_CODES.training);
  await waitForServiceWorker(page);
  await expect(page.getByRole('link', { name: 'Available offline' })).toBeVisible();
  await goOffline(context);

  await presentFrom(page, 1);
  await expectSlideImage(page, 1);
  for (let n = 2; n <= COUNT; n++) {
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(presentUrl(n));
    await expectSlideImage(page, n);
    await expect(liveRegion(page)).toHaveText(`Slide ${n} of ${COUNT}: ${text.slides[n - 1].title}`);
  }
  // A reload with no network comes back to the same slide (the app and its chunks are cached).
  await page.reload();
  await expect(page).toHaveURL(presentUrl(COUNT));
  await expectSlideImage(page, COUNT);
  await expect(presentation(page)).toBeVisible();
});
