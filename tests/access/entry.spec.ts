import AxeBuilder from '@axe-core/playwright';
import { MOCK_CODES } from '../../mocks/codes';
import { SECTIONS } from '../../src/lib/paths';
import { expect, signInThroughEntry, storedValue, test } from '../support/fixtures';

const ERRORS = {
  empty: 'Please enter a valid service code',
  codeInvalid: 'Sorry, this code is not recognized',
  tooMany: 'Sorry, we are experiencing too many requests. Please try again in a few minutes',
  internal: 'An internal error occurred. Please contact us.',
  unexpected: 'An unexpected error occurred. Please contact us',
};

test.describe('entry screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/toolkit');
  });

  test('shows logo, welcome, languages, sections and the code form', async ({ page }) => {
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Operational Toolkit');
    await expect(page.getByRole('button', { name: 'ENGLISH' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('ol.entry__sections > li')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual([]);
  });

  test('empty code shows the validation message, editing clears it', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && requests.push(r.url()));
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('alert')).toHaveText(ERRORS.empty);
    await expect(page.getByLabel('Service code')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Service code').fill('   ');
    await expect(page.getByRole('alert')).toHaveText('');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('alert')).toHaveText(ERRORS.empty);
    expect(requests).toEqual([]);
  });

  const serverCases: [string, string][] = [
    ['MOCK-CODEINVALID', ERRORS.codeInvalid],
    ['MOCK-INVALID', ERRORS.codeInvalid],
    ['MOCK-TOOMANY', ERRORS.tooMany],
    ['MOCK-INTERNAL', ERRORS.internal],
    ['MOCK-NOMESSAGE', ERRORS.internal],
    ['MOCK-UNKNOWN', ERRORS.unexpected],
  ];
  for (const [code, message] of serverCases) {
    test(`server answer ${code} shows "${message}" and keeps the code`, async ({ page }) => {
      await page.getByLabel('Service code').fill(code);
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByLabel('Service code')).toHaveValue(code);
      await page.getByLabel('Service code').press('X');
      await expect(page.getByRole('alert')).toHaveText('');
    });
  }

  test('a wrong code is not recognised', async ({ page }) => {
    await page.getByLabel('Service code').fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('alert')).toHaveText(ERRORS.codeInvalid);
  });

  test('repeated failures are rate limited, even for the right code', async ({ page }) => {
    const field = page.getByLabel('Service code');
    for (let i = 0; i < 5; i++) {
      await field.fill(`WRONG-${i}`);
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await expect(page.getByRole('alert')).toHaveText(ERRORS.codeInvalid);
    }
    await field.fill(MOCK_CODES.organisation);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('alert')).toHaveText(ERRORS.tooMany);
    await expect(page).toHaveURL(/\/toolkit\/en$/);
  });

  test('SUBMIT is disabled while the request is in flight', async ({ page, mockApi }) => {
    await mockApi.fail({ mode: 'slow', delayMs: 1500, endpoints: ['validate-code'], times: 1 });
    await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
    const submit = page.getByRole('button', { name: 'SUBMIT' });
    await submit.click();
    await expect(submit).toBeDisabled();
    await expect(page).toHaveURL(/\/implementation$/);
  });

  test('malformed and internal server answers map to the internal error', async ({ page, mockApi }) => {
    for (const mode of ['malformed', 'internal'] as const) {
      await mockApi.fail({ mode, endpoints: ['validate-code'], times: 1 });
      await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await expect(page.getByRole('alert')).toHaveText(ERRORS.internal);
    }
  });

  test('success stores id and language and replaces history', async ({ page }) => {
    await page.goto('/contactform');
    await page.goto('/toolkit/en');
    await signInThroughEntry(page, MOCK_CODES.training);
    expect(await storedValue(page, 'toolkit.id')).toMatch(/^mock-/);
    expect(await storedValue(page, 'toolkit.lang')).toBe('en');
    await page.goBack();
    await expect(page).toHaveURL(/\/contactform$/);
  });

  test('French is disabled with the "À venir !" tooltip', async ({ page }) => {
    const french = page.getByRole('button', { name: 'FRANÇAIS' });
    await expect(french).toHaveAttribute('aria-disabled', 'true');
    await french.hover();
    const tip = page.getByRole('tooltip');
    await expect(tip).toHaveText('À venir !');
    await expect(french).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!);
    await french.click({ force: true });
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    // Keyboard users reach it too: Shift+Tab from the code field lands on FRANÇAIS.
    await page.getByLabel('Service code').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(french).toBeFocused();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });
});

test.describe('routing and guard', () => {
  test('section pages without a stored id go to the entry screen', async ({ page }) => {
    for (const section of SECTIONS) {
      await page.goto(`/toolkit/en/${section}`);
      await expect(page).toHaveURL(/\/toolkit\/en$/);
    }
  });

  test('the code field takes a pasted code and offers the browser’s saved values (WCAG 3.3.8)', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/toolkit/en');
    const field = page.getByLabel('Service code');
    await expect(field).not.toHaveAttribute('autocomplete', 'off');
    await page.evaluate((code) => navigator.clipboard.writeText(code), MOCK_CODES.organisation);
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(field).toHaveValue(MOCK_CODES.organisation);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
  });

  test('with a stored id the entry screen goes straight to implementation', async ({ page }) => {
    await signInThroughEntry(page);
    await page.goto('/toolkit');
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    await page.goto('/toolkit/en');
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    await page.goto('/toolkit/en/promotional');
    await expect(page).toHaveURL(/\/toolkit\/en\/promotional$/);
  });

  test('French paths redirect to English', async ({ page }) => {
    await page.goto('/toolkit/fr');
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    await signInThroughEntry(page);
    await page.goto('/toolkit/fr/training');
    await expect(page).toHaveURL(/\/toolkit\/en\/training$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('unknown paths and languages get a not-found page', async ({ page }) => {
    for (const path of ['/nowhere', '/toolkit/de', '/toolkit/en/unknown-section']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    }
  });

  test('the contact page shows the program email', async ({ page }) => {
    await page.goto('/toolkit/en');
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contactform$/);
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('section layout: header buttons, language switch, footer with the year', async ({ page }) => {
    await signInThroughEntry(page);
    const nav = page.getByRole('navigation', { name: 'Resource sections' });
    await expect(nav.getByRole('link')).toHaveText(['Implementation', 'Training', 'Promotional']);
    await expect(nav.getByRole('link', { name: 'Implementation' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Training' }).click();
    await expect(page).toHaveURL(/\/toolkit\/en\/training$/);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(3);
    await page.goto('/resources/en/training');
    await expect(page.getByRole('banner')).toContainText('Ontario');
  });

  test('a login call is sent once per start when an id is stored', async ({ page, mockApi }) => {
    await signInThroughEntry(page);
    const id = await storedValue<string>(page, 'toolkit.id');
    await page.reload();
    await expect.poll(async () => (await mockApi.state()).logins.filter((l) => l === id).length).toBe(1);
  });
  test('an id the API no longer accepts (401 to the login call at start) signs out to the entry screen, which says why', async ({
    page,
    mockApi,
  }) => {
    await signInThroughEntry(page);
    const id = await storedValue<string>(page, 'toolkit.id');
    // The mock's record of logins is shared by the tests running beside this one: this id's only.
    const logins = async () => (await mockApi.state()).logins.filter((l) => l === id).length;
    const before = await logins();
    await page.goto('/toolkit/en/training/module/3/slides');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
    // This page's own login call (sent once the app has started) is answered before the API turns.
    await expect.poll(logins).toBe(before + 1);
    await mockApi.fail({ mode: 'unauthorised', endpoints: ['login'], times: 1 });
    await page.reload();
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    await expect(page.getByRole('alert')).toHaveText('Sorry, this code is not recognized');
    await expect(page.getByLabel('Service code')).toBeVisible();
    await expect.poll(() => storedValue(page, 'toolkit.id')).toBeUndefined();
    // Signing in again works, and the sections open.
    await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
  });

  test('a 401 to a tracked action signs out the same way, from the page the learner went on to', async ({ page, mockApi }) => {
    await signInThroughEntry(page);
    await page.goto('/toolkit/en/training');
    await mockApi.fail({ mode: 'unauthorised', endpoints: ['track'], times: 1 });
    // The module card (a tracked resource), not the next-step link.
    await page.getByRole('link', { name: /^Module 1:/ }).click();
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    await expect(page.getByRole('alert')).toHaveText('Sorry, this code is not recognized');
  });
});
