import type { Locator, Page } from '@playwright/test';
import { MOCK_CODES } from '../../mocks/codes';
import { expect, signIn, test } from '../support/fixtures';
import { content, moduleText } from '../support/modules';

/**
 * The route table (src/lib/paths.ts): every link a page builds keeps the page's prefix and
 * language, so the Ontario variant (/resources/…, spec §2) is never left by a click.
 */

/** The links of a part of the page to the app's pages (not to documents and media, nor the unprefixed contact page). */
async function pageLinks(scope: Locator): Promise<string[]> {
  return scope.locator('a[href^="/toolkit"], a[href^="/resources"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

async function expectAllUnder(scope: Locator, root: string) {
  const hrefs = await pageLinks(scope);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, href).toMatch(new RegExp(`^${root}(/|#|$)`));
}

const slideCount = (page: Page) => page.locator('.slide-controls__count');

test.describe('Ontario pages (/resources)', () => {
  test('a section page: every header, module, next-step and offline link stays under /resources/en', async ({ page }) => {
    await signIn(page);
    await page.goto('/resources/en/training');
    await expect(page.getByRole('banner')).toContainText('Ontario Operational Toolkit');
    await expect(page.locator('.module-card__link')).toHaveCount(7);
    await expectAllUnder(page.getByRole('banner'), '/resources/en');
    await expectAllUnder(page.locator('main'), '/resources/en');
    await expect(page.locator('.module-card__link').first()).toHaveAttribute('href', '/resources/en/training/module/1');

    // Following a header link and a module link keeps the prefix.
    await page.getByRole('navigation', { name: 'Resource sections' }).getByRole('link', { name: 'Implementation' }).click();
    await expect(page).toHaveURL(/\/resources\/en\/implementation$/);
    await expect(page.getByRole('banner')).toContainText('Ontario Operational Toolkit');
    await page.locator('.module-card__link').nth(2).click();
    await expect(page).toHaveURL(/\/resources\/en\/implementation\/module\/3\/slides$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleText('implementation', 3).title);
  });

  test('a module page: header, HOME, breadcrumb, info note and other modules stay under /resources/en', async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.goto('/resources/en/training/module/4');
    await expect(page).toHaveURL(/\/resources\/en\/training\/module\/4\/slides$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Training resources' })).toHaveAttribute('href', '/resources/en/training');
    await expect(page.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/resources/en/training');
    await expect(page.getByRole('note').getByRole('link')).toHaveAttribute('href', '/resources/en/implementation/module/4');
    await page.getByRole('tab', { name: 'Other modules' }).click();
    await expect(page.locator('.other-modules a')).toHaveCount(6);
    await expectAllUnder(page.getByRole('banner'), '/resources/en');
    await expectAllUnder(page.locator('main'), '/resources/en');

    // The stage moves stay there too.
    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByRole('link', { name: 'HOME' }).click();
    await expect(page).toHaveURL(/\/resources\/en\/training$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Training/);
  });

  test('signing in from the Ontario entry screen lands on the Ontario implementation page', async ({ page }) => {
    await page.goto('/resources/en');
    await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/resources\/en\/implementation$/);
    // With a session, the entry screen and the guard keep the prefix as they redirect.
    await page.goto('/resources/en');
    await expect(page).toHaveURL(/\/resources\/en\/implementation$/);
  });

  test('not-found pages link back under /resources', async ({ page }) => {
    await page.goto('/resources/en/training/module/9');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404: Module Not Found');
    await expect(page.getByRole('link', { name: 'Click here to return to the program' })).toHaveAttribute('href', '/resources/en/training');
    await page.goto('/resources/en/nowhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to the toolkit home page' })).toHaveAttribute('href', '/resources/en');
    await expectAllUnder(page.getByRole('banner'), '/resources/en');
  });
});

test.describe('redirects', () => {
  test('a French address (French disabled) lands on the English one with its query, at the slide it names', async ({ page }) => {
    await page.goto('/toolkit/fr/training/module/4/slides?slide=4');
    await expect(page).toHaveURL(/\/toolkit\/en\/training\/module\/4\/slides\?slide=4$/);
    await expect(slideCount(page)).toHaveText(`Slide 4 of ${moduleText('training', 4).slides.length}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a prefix in capitals', () => {
  test('the server sends /Toolkit/… and /TOOLKIT/… to the lowercase address, the rest kept', async ({ request }) => {
    for (const [asked, canonical] of [
      ['/Toolkit/en/training', '/toolkit/en/training'],
      ['/TOOLKIT/en/training/module/3/slides?slide=4', '/toolkit/en/training/module/3/slides?slide=4'],
      ['/Resources/en', '/resources/en'],
    ]) {
      const answer = await request.get(asked, { maxRedirects: 0 });
      expect(answer.status(), asked).toBe(301);
      expect(answer.headers().location, asked).toBe(canonical);
    }
  });

  test('a browser lands on the slide the address names, query and hash kept', async ({ page }) => {
    await page.goto('/TOOLKIT/en/training/module/3/slides?slide=4#narration');
    await expect(page).toHaveURL(/\/toolkit\/en\/training\/module\/3\/slides\?slide=4#narration$/);
    await expect(slideCount(page)).toHaveText(`Slide 4 of ${moduleText('training', 3).slides.length}`);
  });

  test('given the app shell there (a server that does not redirect, the service worker), the app goes to the lowercase address', async ({
    page,
  }) => {
    await signIn(page);
    // As nginx answers an unknown route: the app shell, at the address asked for.
    await page.route('**/Toolkit/**', async (route) => route.fulfill({ response: await page.request.get('/index.html') }));
    await page.goto('/Toolkit/en/training?from=letter#resources');
    await expect(page).toHaveURL(/\/toolkit\/en\/training\?from=letter#resources$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.sections.training.title);
  });
});

test.describe('module page home control', () => {
  test('HOME goes back to the section page of the module', async ({ page }) => {
    await signIn(page);
    await page.goto('/toolkit/en/implementation/module/2/slides');
    const home = page.getByRole('link', { name: 'HOME' });
    await expect(home).toHaveAttribute('href', '/toolkit/en/implementation');
    await home.click();
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    await expect(page.locator('.module-card__link')).toHaveCount(7);
  });
});
