import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { MOCK_CODES } from '../mocks/codes';
import type { FailureSwitch } from '../mocks/db';

export { expect };

/** Reads and controls the mock API's in-memory state (mocks/handlers.ts). */
export class MockApi {
  constructor(private readonly request: APIRequestContext) {}
  async reset() {
    await this.request.post('/api/__mock/reset');
  }
  async fail(failure: FailureSwitch | null) {
    await this.request.post('/api/__mock/failure', { data: failure ?? {} });
  }
  async state(): Promise<{
    tracks: { id: string; resource?: string }[];
    feedback: { stage: string; fullModuleId: string; slide: number; feedback: string }[];
    logins: string[];
    certificates: Record<string, string>[];
  }> {
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

/**
 * The mock API is shared by parallel workers, so state-reading tests use
 * `serial` files or filter by their own session id.
 */
export const test = base.extend<{ mockApi: MockApi }>({
  mockApi: async ({ request }, use) => {
    await use(new MockApi(request));
  },
});
