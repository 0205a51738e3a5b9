import { MOCK_CODES } from '../../mocks/codes';
import { expect, signIn, test } from '../support/fixtures';

const IPAD_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

test.describe('installation', () => {
  test('the page links the manifest and the Apple touch icon', { tag: '@nginx' }, async ({ page, request }) => {
    await page.goto('/toolkit/en');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const icon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const response = await request.get(icon!);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  });

  test('an install button appears where the browser offers installation', async ({ page }) => {
    await signIn(page, MOCK_CODES.training);
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: 'Install app' }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });

  test.describe('on iPad Safari', () => {
    // iPadOS reports a Mac user agent; touch support tells it apart.
    test.use({ userAgent: IPAD_SAFARI, hasTouch: true, viewport: { width: 820, height: 1180 } });

    test('explains Share → Add to Home Screen and why it matters', async ({ page }) => {
      await signIn(page, MOCK_CODES.training);
      await page.goto('/toolkit/en/training');
      await expect(page.getByText('On iPad, add the toolkit to your Home Screen')).toBeVisible();
      await page.getByRole('link', { name: 'How to install' }).click();
      await expect(page).toHaveURL(/\/toolkit\/en\/offline#install$/);
      await expect(page.getByRole('listitem').filter({ hasText: 'Share' })).toBeVisible();
      await expect(page.getByText('Add to Home Screen', { exact: false }).first()).toBeVisible();
      await expect(page.getByText(/Safari deletes saved data .* 7 days/)).toBeVisible();
    });
  });
});
