/** Steps several journeys share. */
import { expect } from 'vitest';
import { MOCK_CODES } from '../../mocks/codes';
import { byCss, byLabel, byRole } from '../harness/locate';
import { waitFor, type EnginePage } from '../harness/page';

/** Signs in through the entry screen like a user; returns the session id the app stored. */
export async function signIn(page: EnginePage, code: string = MOCK_CODES.organisation): Promise<string> {
  await page.goto('/toolkit/en');
  await page.fill(byLabel('Service code'), code);
  await page.click(byRole('button', 'SUBMIT'));
  await page.waitForPath('/toolkit/en/implementation');
  await page.expectText(byRole('heading', undefined, { level: 1 }), 'Implementation resources');
  const id = await waitFor('the session id in IndexedDB', () => page.stored<string>('toolkit.id'));
  expect(id, 'the session id the app stored').toMatch(/^mock-/);
  return id!;
}

/** Waits until the service worker controls the page (it claims clients on first install). */
export async function waitForServiceWorker(page: EnginePage): Promise<void> {
  await waitFor('the service worker to control the page', () =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    }),
  );
}

/**
 * Waits until a section page has its offline card's pack controls. They arrive a moment after the
 * page (their state is read from storage) and push every block below down by about 160 px: a
 * click aimed at a button below before that can land beside it.
 */
export async function waitForSectionSettled(page: EnginePage): Promise<void> {
  await page.find(byRole('status', undefined, { within: byCss('section.offline-card') }));
}
