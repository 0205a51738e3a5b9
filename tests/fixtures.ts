import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { MOCK_CODES } from '../mocks/codes';
import type { FailureSwitch } from '../mocks/db';

export { expect };

export interface MockState {
  tracks: { id: string; resource?: string; moduleProgress?: unknown }[];
  feedback: { stage: string; fullModuleId: string; slide: number; feedback: string }[];
  logins: string[];
  certificates: Record<string, string>[];
}

/**
 * Reads and controls the mock API's in-memory state (mocks/handlers.ts).
 * Failure switches apply only to this test's browser (matched by user agent),
 * so tests running in parallel do not disturb each other.
 */
export class MockApi {
  constructor(
    private readonly request: APIRequestContext,
    readonly client: string,
  ) {}
  async fail(failure: Omit<FailureSwitch, 'client'> | null) {
    const data = failure ? { ...failure, client: this.client } : { client: this.client };
    await this.request.post('/api/__mock/failure', { data });
  }
  async state(): Promise<MockState> {
    return (await this.request.get('/api/__mock/state')).json();
  }
}

/** Signs in through the entry screen like a user would. */
export async function signIn(page: Page, code: string = MOCK_CODES.organisation) {
  await page.goto('/toolkit/en');
  await page.getByLabel('Service code').fill(code);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/toolkit\/en\/implementation$/);
}

/** The session id the app stored in IndexedDB (database "toolkit", store "kv"). */
export async function storedValue<T = unknown>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(
    (k) =>
      new Promise<T | undefined>((resolve, reject) => {
        const open = indexedDB.open('toolkit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) return resolve(undefined);
          const get = db.transaction('kv').objectStore('kv').get(k);
          get.onsuccess = () => resolve(get.result as T | undefined);
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
}

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export const test = base.extend<{ mockApi: MockApi }>({
  // A user agent per test keys the mock's rate limit and failure switches to this test.
  userAgent: async ({}, use, testInfo) => {
    await use(`${CHROME_UA} toolkit-e2e/${testInfo.testId}-${testInfo.retry}`);
  },
  mockApi: async ({ request, userAgent }, use) => {
    await use(new MockApi(request, userAgent ?? ''));
  },
});
