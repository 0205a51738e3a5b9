import { MOCK_CODES } from '../mocks/codes';
import { expect, signIn, test } from './fixtures';

test.describe('entry screen', () => {
  test('shows the welcome screen with the code form', async ({ page }) => {
    await page.goto('/toolkit');
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Operational Toolkit');
    await expect(page.getByRole('button', { name: 'ENGLISH' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('valid code stores the session and replaces history', async ({ page }) => {
    await page.goto('/toolkit/en');
    await signIn(page, MOCK_CODES.training);
    await page.goBack();
    // The entry page was replaced, so going back leaves the toolkit entirely.
    await expect(page).not.toHaveURL(/\/toolkit\/en$/);
  });
});
