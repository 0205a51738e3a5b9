import { expect, signIn, test, waitForLivePage } from '../support/fixtures';
import { expectNoAxeViolations, moduleText } from '../support/modules';

/*
 * No service worker (this project's default): a first visit whose connection dropped before the
 * worker had saved the app. The code of a dialog or a page not opened yet comes only from the network.
 */

/** The Display dialog's own chunk. */
const DISPLAY_CHUNK = /\/assets\/DisplayDialog-[^/]*\.js$/;
/** The module page's own chunk. */
const MODULE_CHUNK = /\/assets\/ModuleRoutePage-[^/]*\.js$/;

test('a dialog opened offline before its code came says why, and opens once the connection is back', async ({ page, context }) => {
  await page.route(DISPLAY_CHUNK, (route) => route.abort('internetdisconnected'));
  await signIn(page);
  // The section page is live (its own code came while online: the copy painted before it); then the connection drops.
  await expect(page.locator('section#resources')).toBeVisible();
  await waitForLivePage(page);
  await context.setOffline(true);
  const display = page.getByRole('banner').getByRole('button', { name: 'Display' });
  await display.click();
  const notice = page.getByRole('dialog', { name: 'This cannot open without a connection yet' });
  await expect(notice).toContainText('It opens by itself when the connection is back.');
  // Its text in the page's colours, not the header's light-on-dark it sits in.
  const colours = await notice
    .locator('p')
    .evaluate((p) => [getComputedStyle(p).color, getComputedStyle(p.parentElement!).backgroundColor]);
  expect(colours).toEqual(['rgb(27, 31, 35)', 'rgb(255, 255, 255)']);
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

test('a page opened offline before its code came says it is not on this device yet, and loads once the connection is back', async ({
  page,
  context,
}) => {
  await page.route(MODULE_CHUNK, (route) => route.abort('internetdisconnected'));
  await signIn(page);
  await page.goto('/toolkit/en/training');
  const start = page.getByRole('link', { name: `Start module 1: ${moduleText('training', 1).title}` });
  await expect(start).toBeVisible();
  // The section page is live (its own code came while online: the copy painted before it); then the connection drops.
  await waitForLivePage(page);
  await context.setOffline(true);
  await start.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not on this device yet');
  await expect(page.getByRole('alert')).toContainText('It opens by itself when the connection is back.');
  await expectNoAxeViolations(page);

  await page.unroute(MODULE_CHUNK);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/training\/module\/1\/slides$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleText('training', 1).title);
  await expect(page.locator('.slide-controls__count')).toHaveText('Slide 1 of 6');
});
