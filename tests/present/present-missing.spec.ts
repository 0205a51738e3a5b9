import { expect, signIn, test } from '../support/fixtures';
import { putPackPrefs } from '../support/device';
import { COUNT, presentation, presentFrom, slidesUrl } from '../support/present';

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 120_000 });

test('slides not on the device: Present says how many and Get them now starts the download; presenting works meanwhile', async ({
  page,
  context,
}) => {
  // The learner paused the slides-and-narration pack, so it does not download by itself; and the
  // module page's own slide images (the service worker keeps those it shows) fail to load.
  await page.goto('/contactform');
  await putPackPrefs(page, { wanted: {}, paused: { 'en:core': true } });
  const images = '**/images/en/modules/7/**';
  await context.route(images, (route) => route.abort());
  await signIn(page);
  await page.goto(slidesUrl(1));
  const present = page.getByRole('button', { name: 'Present', exact: true });
  const missing = page.getByRole('status').filter({ hasText: 'not on this device yet' });
  await expect(missing).toHaveText(new RegExp(`^${COUNT} slides not on this device yet`), { timeout: 30_000 });
  await expect(present).toHaveAccessibleDescription(new RegExp(`${COUNT} slides not on this device yet`));

  await context.unroute(images);
  const slideFetched = context.waitForEvent('request', (request) => /\/images\/en\/modules\/7\/slide-\d+\.svg/.test(request.url()));
  await missing.getByRole('button', { name: 'Get them now' }).click();
  await slideFetched;
  // Once the pack is on the device, nothing more to say.
  await expect(missing).toHaveCount(0, { timeout: 60_000 });
  await expect(present).not.toHaveAttribute('aria-describedby');
  await presentFrom(page, 1);
  await expect(presentation(page).getByRole('img')).toBeVisible();
});
