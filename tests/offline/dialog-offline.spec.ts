import { expect, signIn, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/modules';

/** The Display dialog's own chunk: the code a first visit has not got until it comes over the network. */
const DISPLAY_CHUNK = /\/assets\/DisplayDialog-[^/]*\.js$/;

// No service worker (this project's default): a first visit whose connection dropped before the
// worker had saved the app. The dialog's code comes only from the network.
test('a dialog opened offline before its code came says why, and opens once the connection is back', async ({ page, context }) => {
  await page.route(DISPLAY_CHUNK, (route) => route.abort('internetdisconnected'));
  await signIn(page);
  // The section page is up (its own code came while online); then the connection drops.
  await expect(page.locator('section#resources')).toBeVisible();
  await context.setOffline(true);
  const display = page.getByRole('banner').getByRole('button', { name: 'Display' });
  await display.click();
  const notice = page.getByRole('dialog', { name: 'This cannot open without a connection yet' });
  await expect(notice).toContainText('It opens by itself when the connection is back.');
  await expectNoAxeViolations(page);
  // Escape closes it and the press that opened it is where focus goes back.
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(display).toBeFocused();
  // Still offline, "Try again" says the same again.
  await display.click();
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toBeVisible();

  await page.unroute(DISPLAY_CHUNK);
  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'Display' });
  await expect(dialog.getByRole('radio', { name: '150 %' })).toBeVisible();
  await expect(notice).toBeHidden();
});
