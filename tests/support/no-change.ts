import type { Page } from '@playwright/test';

/**
 * The suite's one fixed wait. A test that asserts something does not happen (no second request,
 * nothing stored, a paused timer standing still, nothing swapped under an open page) has no
 * condition to wait for: it gives the app the time in which it would have done it, then looks.
 * Everything else waits for what a person would see.
 */
export function allowTimeForWhatMustNotHappen(page: Page, ms: number): Promise<void> {
  return page.waitForTimeout(ms);
}
