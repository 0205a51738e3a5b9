import { test as base, expect, type Page } from '@playwright/test';
import { MOCK_CODES } from '../../mocks/codes';
import { HeldChunks } from './held-chunks';
import { MockApi } from './mock-api';
import { readStoredInPage } from './stored-in-page';

export { expect, HeldChunks, MockApi };
export type { MockState } from './mock-api';

/**
 * A signed-in device for a test that is not about signing in (tests/support/device.ts): the
 * session stored directly, the automatic core pack declined unless asked for.
 */
export { signedInDevice as signIn, packOnDevice } from './device';

/** Signs in through the entry screen like a user would (the automatic core pack starts 6 s later). */
export async function signInThroughEntry(page: Page, code: string = MOCK_CODES.organisation) {
  await page.goto('/toolkit/en');
  await page.getByLabel('Service code').fill(code);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
}

/** A value the app stored in IndexedDB (database "toolkit", store "kv"); undefined when absent. */
export async function storedValue<T = unknown>(page: Page, key: string): Promise<T | undefined> {
  return (await page.evaluate(readStoredInPage, key)) as T | undefined;
}

/**
 * Waits until the live app has taken over the page's prerendered copy. A test that reaches into an
 * element itself (a media element's play(), say) needs the live app's handlers on it: until the
 * page is hydrated, what is done to the element bypasses the app. A user's press needs no wait (the
 * paint gate holds it for the live page).
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started') && !document.querySelector('.prerendered'));
}

const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** Where the page's start stood when a test failed: whether the app started and committed, and what the gate still holds. */
function startState() {
  const held = (window as unknown as { toolkitHeldPresses?: unknown[] }).toolkitHeldPresses;
  return {
    url: location.href,
    appStarted: document.documentElement.hasAttribute('data-app-started'),
    startFailed: document.documentElement.hasAttribute('data-start-failed'),
    prerendered: document.querySelector('#root.prerendered') !== null,
    held: held?.map((press) =>
      'keydown' in (press as object) ? 'key' : ((press as { control?: Element }).control?.outerHTML.slice(0, 80) ?? '?'),
    ),
  };
}

export const test = base.extend<{ mockApi: MockApi; heldChunks: HeldChunks; startStateOnFailure: void }>({
  // A failure in CI (no trace there) prints where the page's start stood: a press lost before the
  // app committed reads differently from one made and undone.
  startStateOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const state = await page.evaluate(startState).catch((error: unknown) => String(error));
      console.log(`start state at the failure of "${testInfo.title}": ${JSON.stringify(state)}`);
    },
    { auto: true },
  ],
  // A user agent per test keys the mock's rate limit and failure switches to this test.
  userAgent: async ({}, use, testInfo) => {
    await use(`${CHROME_UA} toolkit-e2e/${testInfo.testId}-${testInfo.retry}`);
  },
  // Failure switches apply only to this test's browser (its user agent).
  mockApi: async ({ baseURL, userAgent }, use) => {
    await use(new MockApi((path) => new URL(path, baseURL).href, userAgent ?? ''));
  },
  // Holds nothing until a test calls hold() (tests/support/held-chunks.ts).
  heldChunks: async ({ context }, use) => {
    const held = new HeldChunks(context);
    await held.install();
    await use(held);
  },
});
