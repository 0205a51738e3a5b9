import type { Page } from '@playwright/test';
import { MOCK_CODES } from '../../mocks/codes';
import { expect, signIn, storedValue, test } from '../support/fixtures';
import { putStored } from '../support/stored';
import { allowTimeForWhatMustNotHappen } from '../support/no-change';

/** Lazy pages (route chunk + content chunk) can take a while on a busy 2-core machine. */
const LAZY = { timeout: 30_000 };
/** Bad stored values, broken storage and bad API answers never break the app or lose valid data. */

const MESSAGES = {
  internal: 'An internal error occurred. Please contact us.',
  tooMany: 'Sorry, we are experiencing too many requests. Please try again in a few minutes',
  offline: 'You appear to be offline. Connect to the internet to enter your service code.',
};

const PASSED = { slide: 8, slidesComplete: true, quizPassed: true };

test.describe('corrupted stored values', () => {
  test('signed-out garbage opens the entry screen', async ({ page }) => {
    await page.goto('/toolkit/en');
    await putStored(page, {
      'toolkit.id': 12345,
      'toolkit.lang': 'xx',
      'toolkit.moduleProgress': 'not an object',
      'toolkit.outbox': { not: 'a list' },
      'toolkit.packs': 'garbage',
      'toolkit.migrated': 'yes',
    });
    await page.goto('/toolkit');
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Operational Toolkit');
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LAZY);
  });

  test('a valid session and progress survive corrupted neighbours', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Seeded from the contact page, as seedStorage does: the entry screen stores its language
    // (and no id) as it opens, which could land after the seed and delete the seeded id.
    await page.goto('/contactform');
    await putStored(page, {
      'toolkit.id': 'mock-seeded-session',
      'toolkit.lang': { lang: 'en' },
      'toolkit.moduleProgress': {
        '3': PASSED,
        '2': { slide: 3, slidesComplete: false, quizPassed: false },
        '4': 'garbage',
        '5': [1, 2, 3],
        '99': PASSED,
        '1-implementation': { slide: 'two', quizPassed: 'yes' },
      },
      'toolkit.completionDate.implementation': 'soon',
      'toolkit.completionDate.training': 20261121,
      'toolkit.outbox': [{ seq: 'x' }, null, 42],
      'toolkit.packs': { en: 'broken' },
    });
    // The seed went round the app, whose paint hints still say "a visitor": dropped, as on a device
    // whose hints were lost. Its database is there, so the entry screen starts the app at once
    // (src/boot/entry-gate.ts), which finds the session.
    await page.evaluate(() => localStorage.removeItem('toolkit.paintHints'));
    await page.goto('/toolkit');
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LAZY);

    // Module cards (data-module = module code): progress bar and "Quiz passed" badge.
    const card = (code: string) => page.locator(`[data-module="${code}"]`);
    await expect(card('3').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(card('3').locator('.badge--passed')).toBeVisible();
    await expect(card('2').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '43');
    for (const code of ['4', '5', 'a']) {
      await expect(card(code).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await expect(card(code).locator('.badge--passed')).toHaveCount(0);
    }

    // Nothing valid was thrown away by reading.
    expect(await storedValue(page, 'toolkit.moduleProgress')).toMatchObject({ '3': PASSED });
    expect(await storedValue(page, 'toolkit.id')).toBe('mock-seeded-session');
    expect(errors).toEqual([]);
  });
});

test.describe('IndexedDB that throws', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The user denied permission to access the database', 'SecurityError');
      };
    });
  });

  test('entry, sign-in and section pages work from memory; the failure is logged once', async ({ page }) => {
    const storageWarnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => m.text().startsWith('[toolkit] storage') && storageWarnings.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto('/toolkit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Operational Toolkit');
    // Sign in within this page load: memory is all there is.
    await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LAZY);
    const nav = page.getByRole('navigation', { name: 'Resource sections' });
    await nav.getByRole('link', { name: 'Training' }).click();
    await expect(page).toHaveURL(/\/toolkit\/en\/training$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LAZY);
    await nav.getByRole('link', { name: 'Promotional' }).click();
    await expect(page).toHaveURL(/\/toolkit\/en\/promotional$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LAZY);

    // Once per page load, however many reads and writes failed.
    expect(storageWarnings).toHaveLength(1);
    expect(errors).toEqual([]);

    // Memory does not outlive the page: a reload is a clean signed-out start, not a crash.
    await page.reload();
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Operational Toolkit');
  });
});

test.describe('API failures on the entry screen', () => {
  const cases = [
    ['malformed', MESSAGES.internal],
    ['internal', MESSAGES.internal],
    ['tooManyRequests', MESSAGES.tooMany],
    ['network', MESSAGES.offline],
  ] as const;
  for (const [mode, message] of cases) {
    test(`${mode} shows "${message}" and keeps the code`, async ({ page, mockApi }) => {
      await page.goto('/toolkit/en');
      await mockApi.fail({ mode, endpoints: ['validate-code'], times: 1 });
      await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByLabel('Service code')).toHaveValue(MOCK_CODES.organisation);
      await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
      expect(await storedValue(page, 'toolkit.id')).toBeUndefined();
      // The switch was used up: the same code now works.
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    });
  }

  test('a slow answer keeps SUBMIT disabled until it arrives', async ({ page }) => {
    await page.goto('/toolkit/en');
    // The answer is held until the test lets it through: as long as a slow link takes.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/validate-code', async (route) => {
      await answered;
      await route.continue();
    });
    await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
    const submit = page.getByRole('button', { name: 'SUBMIT' });
    const asked = page.waitForRequest((request) => request.url().endsWith('/validate-code'));
    await submit.click();
    await asked;
    await expect(submit).toBeDisabled();
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    answer();
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
  });
});

test.describe('double submits', () => {
  async function countValidateRequests(page: Page) {
    const requests: string[] = [];
    page.on('request', (r) => r.url().endsWith('/validate-code') && requests.push(r.method()));
    return requests;
  }

  test('double-clicking SUBMIT sends one request', async ({ page }) => {
    await page.goto('/toolkit/en');
    const requests = await countValidateRequests(page);
    await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
    await page.getByRole('button', { name: 'SUBMIT' }).dblclick();
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    await allowTimeForWhatMustNotHappen(page, 300);
    expect(requests).toEqual(['POST']);
  });

  test('pressing Enter twice sends one request', async ({ page }) => {
    await page.goto('/toolkit/en');
    const requests = await countValidateRequests(page);
    await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
    // The keyboard does not wait for the field, so the second Enter lands while the first is in flight.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    await allowTimeForWhatMustNotHappen(page, 300);
    expect(requests).toEqual(['POST']);
  });

  test('a double-clicked wrong code counts once towards the rate limit', async ({ page }) => {
    await page.goto('/toolkit/en');
    const requests = await countValidateRequests(page);
    await page.getByLabel('Service code').fill('WRONG-ONCE');
    await page.getByRole('button', { name: 'SUBMIT' }).dblclick();
    await expect(page.getByRole('alert')).toHaveText('Sorry, this code is not recognized');
    await allowTimeForWhatMustNotHappen(page, 300);
    expect(requests).toHaveLength(1);
  });
});
