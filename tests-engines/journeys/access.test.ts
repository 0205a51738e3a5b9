import { expect } from 'vitest';
import { MOCK_CODES } from '../../mocks/codes';
import { byCss, byLabel, byRole } from '../harness/locate';
import { engineSuite } from '../harness/suite';
import { signIn } from './steps';

const { test } = engineSuite();

test('sign in: the service code opens the implementation page and the id is kept', async ({ page, mockApi }) => {
  const id = await signIn(page, MOCK_CODES.training);
  // A new start with the stored id goes straight past the entry screen and logs in once.
  await page.goto('/toolkit/en');
  await page.waitForPath('/toolkit/en/implementation');
  await expect.poll(async () => (await mockApi.state()).logins.filter((l) => l === id).length).toBeGreaterThan(0);
});

test('the start address goes on from HTML: the entry screen, then with a session the implementation page', async ({ page }) => {
  await page.goto('/toolkit');
  await page.waitForPath('/toolkit/en');
  await page.find(byLabel('Service code'));
  await signIn(page);
  // The paint hints claim a session once a start has read it back: one reload, as a reopened app.
  await page.reload();
  await page.find(byRole('heading', 'Implementation resources'));
  await page.goto('/toolkit');
  await page.waitForPath('/toolkit/en/implementation');
  await page.goto('/resources');
  await page.waitForPath('/resources/en/implementation');
});

test('an Ontario page (/resources): the Ontario header, and every link on it stays under /resources', async ({ page }) => {
  // A first visit: the server's prerendered page, then the app over it.
  await page.goto('/resources/en/training/module/4/slides');
  await page.expectText(byCss('.site-header__title'), 'Ontario Operational Toolkit');
  await page.find(byRole('link', 'Training resources'));
  const outside = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('a[href^="/"]'), (a) => a.getAttribute('href') ?? '').filter(
        // The contact page is one address for both variants.
        (href) => !href.startsWith('/resources/en') && href !== '/contactform',
      ),
    );
  expect(await outside()).toEqual([]);
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-app-started'))).toBe(true);
  await page.expectText(byCss('.site-header__title'), 'Ontario Operational Toolkit');
  expect(await outside()).toEqual([]);
});

test('sign in: a wrong code shows the error and stays on the entry screen', async ({ page }) => {
  await page.goto('/toolkit/en');
  await page.fill(byLabel('Service code'), 'NOT-A-CODE');
  await page.click(byRole('button', 'SUBMIT'));
  await page.expectText(byRole('alert'), 'Sorry, this code is not recognized');
  expect(await page.path()).toBe('/toolkit/en');
  expect(await page.stored('toolkit.id'), 'no session id is stored').toBeNull();
});

test('guard: without a session a section page sends the user to the entry screen', async ({ page }) => {
  await page.goto('/toolkit/en/training');
  await page.waitForPath('/toolkit/en');
  await page.find(byLabel('Service code'));
  expect(await page.isVisible(byRole('heading', 'Training resources'))).toBe(false);
});

test('install help: with no install prompt in this engine, the offline page gives its manual way', async ({ page }) => {
  await page.goto('/toolkit/en/offline');
  await page.find(byRole('heading', 'Install the app'));
  // Only Chromium browsers fire beforeinstallprompt: no install button here.
  expect(await page.evaluate(() => 'onbeforeinstallprompt' in window)).toBe(false);
  expect(await page.isVisible(byRole('button', 'Install the toolkit'))).toBe(false);
  const expected =
    page.engine === 'firefox'
      ? 'Firefox on a computer cannot install web apps. The toolkit still works offline in Firefox: keep it as a bookmark, or install it from Chrome, Edge or Safari.'
      : // WebKitGTK's MiniBrowser reports itself like GNOME Web, the Linux WebKit browser that installs web apps.
        'In GNOME Web, open the menu and choose Install Site as Web Application.';
  await page.expectText(byCss('.install-help__browser'), expected);
});
