import type { Page } from '@playwright/test';
import { putStoredInPage } from './stored-in-page';

/**
 * Writes raw values into the app's IndexedDB (database "toolkit", store "kv") from the page's
 * origin; the next load reads them. The one fixture writer for the e2e specs.
 */
export async function putStored(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.evaluate(putStoredInPage, values);
}
