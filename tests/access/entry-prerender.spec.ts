import type { Page, Route } from '@playwright/test';
import { MOCK_CODES } from '../../mocks/codes';
import { content } from '../../src/content/en/index';
import { API_PATHS } from '../../src/lib/api-paths';
import { expect, signIn, test } from '../support/fixtures';
import { watchHeading } from '../support/frames';
import { ENTRY_SCRIPT } from '../support/held-chunks';
import { allowTimeForWhatMustNotHappen } from '../support/no-change';

/**
 * The entry screen is prerendered (scripts/prerender) and hydrated by the app (src/app/mount.tsx):
 * a first visitor sees it, and can type a code, before any of the app's JavaScript has run.
 */
const WELCOME = 'Welcome to the Operational Toolkit';

/** Holds the app's entry script (or another) until release() is called; the page stays as the server sent it. */
async function holdAppScript(page: Page, script: RegExp = ENTRY_SCRIPT): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Requests to the code check, as the server saw them. */
function codeChecks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(API_PATHS.validateCode)) seen.push(r.postData() ?? '');
  });
  return seen;
}

/** What the app logged as a failed hydration (a mismatch makes React throw the markup away). */
function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) warnings.push(m.text());
  });
  return warnings;
}

const live = (page: Page) => expect(page.locator('#root[data-hydrate]')).toHaveCount(0);

test.describe('the prerendered entry screen', () => {
  test('its first frame shows the code field, before any app script has run', async ({ page }) => {
    await holdAppScript(page);
    await page.goto('/toolkit/en', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME);
    await expect(page.getByRole('button', { name: 'ENGLISH' })).toBeVisible();
    await expect(page.locator('ol.entry__sections > li')).toHaveCount(3);
    const field = page.getByLabel('Service code');
    await expect(field).toBeVisible();
    await expect(field).toBeEditable();
    // Still as the server sent it: the app has not hydrated it.
    await expect(page.locator('#root[data-hydrate]')).toHaveCount(1);
  });

  test('the installed app’s start address goes on from HTML: the entry screen, before any app script has run', async ({ page }) => {
    await holdAppScript(page);
    await page.goto('/toolkit', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME);
    await expect(page.getByLabel('Service code')).toBeEditable();
    await expect(page.locator('#root[data-hydrate]')).toHaveCount(1);
  });

  test('with a session, the start address goes on from HTML to the implementation page, in the session’s language', async ({ page }) => {
    await signIn(page);
    // The hints claim a session once the sign-in is stored (src/app/PaintHints.tsx).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('toolkit.paintHints'))).toMatch(/"session":true.*"lang":"en"/);
    await holdAppScript(page);
    await page.goto('/toolkit', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Implementation resources');
    await expect(page.locator('.prerendered')).toHaveCount(1);
    await page.goto('/resources', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/resources\/en\/implementation$/);
    // The Ontario page itself is prerendered too, with its own heading and links.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Implementation resources');
    await expect(page.locator('.prerendered')).toHaveCount(1);
    await expect(page.getByRole('banner')).toContainText('Ontario Operational Toolkit');
    await expect(page.getByRole('banner').getByRole('link', { name: 'TRAINING' })).toHaveAttribute('href', '/resources/en/training');
  });

  test('the Ontario start address goes on from HTML to its own entry screen, which the app takes over as it is', async ({ page }) => {
    const warnings = hydrationWarnings(page);
    const app = await holdAppScript(page);
    await page.goto('/resources', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/resources\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME);
    await expect(page.getByLabel('Service code')).toBeEditable();
    app.release();
    // The visitor's first touch of the page starts the app (src/boot/entry-gate.ts).
    await page.getByLabel('Service code').focus();
    await live(page);
    expect(warnings).toEqual([]);
    await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/resources\/en\/implementation$/);
    await expect(page.getByRole('banner')).toContainText('Ontario Operational Toolkit');
  });

  test('a pointer resting on FRANÇAIS before the app is ready gets its tooltip once it is', async ({ page }) => {
    const app = await holdAppScript(page);
    await page.goto('/toolkit/en', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'FRANÇAIS' }).hover();
    app.release();
    await expect(page.locator('html[data-app-started]')).toHaveCount(1);
    await expect(page.getByRole('tooltip')).toHaveText('À venir !');
  });

  test('a pointer come to rest on FRANÇAIS before the entry screen listens still starts the app, and gets its tooltip', async ({
    page,
  }) => {
    // The gate held until the pointer is still: no event of it is left for the gate to see.
    const gate = await holdAppScript(page, /\/assets\/entry-gate-[\w-]+\.js$/);
    await page.goto('/toolkit/en', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'FRANÇAIS' }).hover();
    gate.release();
    await expect(page.locator('html[data-app-started]')).toHaveCount(1);
    await expect(page.getByRole('tooltip')).toHaveText('À venir !');
  });

  test('a code typed and submitted before the app is ready is submitted once, when it is', async ({ page }) => {
    const checks = codeChecks(page);
    const warnings = hydrationWarnings(page);
    const app = await holdAppScript(page);
    await page.goto('/toolkit/en', { waitUntil: 'commit' });
    const field = page.getByLabel('Service code');
    await field.pressSequentially(MOCK_CODES.training);
    await field.press('Enter');
    // A second press and a click: still one submission.
    await field.press('Enter');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/toolkit\/en$/);
    expect(checks).toEqual([]);
    app.release();
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.sections.implementation.title);
    expect(checks).toHaveLength(1);
    expect(JSON.parse(checks[0])).toMatchObject({ code: MOCK_CODES.training });
    expect(warnings).toEqual([]);
  });

  test('typing goes on into the same field as the app takes over: no keystroke is lost', async ({ page }) => {
    const warnings = hydrationWarnings(page);
    const app = await holdAppScript(page);
    await page.goto('/toolkit/en', { waitUntil: 'commit' });
    const field = page.getByLabel('Service code');
    const code = MOCK_CODES.organisation;
    await field.pressSequentially(code.slice(0, 5));
    app.release();
    await live(page);
    // Focus and caret stayed in the field; the rest of the code follows what was typed.
    await page.keyboard.type(code.slice(5));
    await expect(field).toHaveValue(code);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    expect(warnings).toEqual([]);
  });

  test('an empty code submitted early gets the message once the app is ready, and nothing is sent', async ({ page }) => {
    const checks = codeChecks(page);
    const app = await holdAppScript(page);
    await page.goto('/toolkit/en', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    app.release();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid service code');
    await expect(page.getByLabel('Service code')).toBeFocused();
    expect(checks).toEqual([]);
  });

  test('a stored session never shows the entry screen: it goes straight to implementation', async ({ page }) => {
    await signIn(page);
    // The paint hint is written by the next start that reads the session back.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.sections.implementation.title);
    const seen = await watchHeading(page, WELCOME);
    await page.goto('/toolkit/en');
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.sections.implementation.title);
    const watched = await seen();
    expect(watched.frames).toBeGreaterThan(0);
    expect(watched.seen).toBe(false);
  });

  /** The app's entry script, each time the page asks for it. */
  function appScripts(page: Page): string[] {
    const asked: string[] = [];
    page.on('request', (r) => ENTRY_SCRIPT.test(new URL(r.url()).pathname) && asked.push(r.url()));
    return asked;
  }

  /** A visitor only looking: past the first paint and the gate's one-second start, nothing asked. */
  async function onlyLooking(page: Page, asked: string[]) {
    await page.goto('/toolkit/en');
    await expect(page.getByLabel('Service code')).toBeEditable();
    await allowTimeForWhatMustNotHappen(page, 2000);
    expect(asked).toEqual([]);
    await expect(page.locator('#root[data-hydrate]')).toHaveCount(1);
  }

  test('a visitor only looking runs none of the app; a pointer or a key starts it, and the page works', async ({ page }) => {
    const asked = appScripts(page);
    await onlyLooking(page, asked);
    await page.mouse.move(200, 200);
    await live(page);
    expect(asked).toHaveLength(1);
    await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
  });

  test('a visitor’s first key starts the app: Tab goes to the first control, and the page answers', async ({ page }) => {
    const asked = appScripts(page);
    await onlyLooking(page, asked);
    await page.keyboard.press('Tab');
    await live(page);
    await expect(page.getByRole('button', { name: 'ENGLISH' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveText('À venir !');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('the first touch starts the app, and the tapped SUBMIT is answered once it is there', async ({ page }) => {
      const asked = appScripts(page);
      await onlyLooking(page, asked);
      await page.getByRole('button', { name: 'SUBMIT' }).tap();
      await expect(page.getByText('Please enter a valid service code')).toBeVisible();
      expect(asked).toHaveLength(1);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page says the toolkit needs JavaScript, and offers no field that cannot work', async ({ page }) => {
      await page.goto('/toolkit/en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME);
      // (getByText leaves <noscript> out, even with scripting off.)
      const note = page.getByRole('alert');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(/^The Operational Toolkit needs JavaScript\./);
      await expect(page.getByLabel('Service code')).toBeHidden();
    });
  });
});
