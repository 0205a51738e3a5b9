import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForLivePage } from '../support/fixtures';
import { moduleUrl, seedStorage } from '../support/modules';
import { waitForServiceWorker } from '../support/offline';
import { addPerson } from '../support/people';

/*
 * Every prerendered page is hydrated (src/app/mount.tsx): the app takes the page's own nodes,
 * drawn by the build for nobody in particular, and then renders this device's state (progress,
 * people, a link's ?slide). A mismatch would make React throw the page's markup away and log it.
 */

/** What React or the app logged about hydration on this page. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /hydrat|did(n't| not) match/i.test(text)) errors.push(text);
  });
  return errors;
}

/** Notes the prerendered page's <main> before any script of the app runs; true while the live page still has it. */
async function keepsCopyMain(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { copyMain?: Element }).copyMain === document.querySelector('main'));
}

const PAGES = [
  '/toolkit/en/implementation',
  '/toolkit/en/training',
  moduleUrl('implementation', 2, 'slides'),
  `${moduleUrl('training', 3, 'slides')}?slide=4`,
  moduleUrl('implementation', 2, 'summary'),
  moduleUrl('implementation', 2, 'quiz'),
];

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { copyMain?: Element | null }).copyMain = document.querySelector('main');
    });
  });
});

test('the entry screen is hydrated: no mismatch, the page keeps its nodes', async ({ page }) => {
  const errors = hydrationErrors(page);
  await page.goto('/toolkit/en');
  // The entry screen starts the app at the visitor's first sign of use (src/boot/entry-gate.ts).
  await page.getByLabel('Service code').click();
  await waitForLivePage(page);
  await expect(page.getByLabel('Service code')).toBeEditable();
  expect(await keepsCopyMain(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('section and module pages hydrate with progress and a person, online and offline', async ({ page, context }) => {
  // Twelve page loads, the offline ones from the service worker's precache once it is installed.
  test.setTimeout(120_000);
  const errors = hydrationErrors(page);
  await signIn(page);
  await addPerson(page, 'Bea', { first: 'Ana' });
  await seedStorage(page, { progress: { '2': { slide: 6, slidesComplete: true, quizPassed: false } } });
  await page.goto(PAGES[0]);
  await waitForServiceWorker(page);
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    for (const path of PAGES) {
      await page.goto(path);
      await waitForLivePage(page);
      await expect(page.getByRole('button', { name: 'Person using the toolkit: Ana' })).toBeVisible();
      expect(await keepsCopyMain(page), `${path} keeps the prerendered <main>${offline ? ' offline' : ''}`).toBe(true);
    }
  }
  // The device's state is drawn after hydration: the slide progress resumes, the link's slide shows.
  await page.goto(moduleUrl('implementation', 2, 'slides'));
  await expect(page.getByText(/^Slide 7 of \d+$/)).toBeVisible();
  await page.goto(`${moduleUrl('training', 3, 'slides')}?slide=4`);
  await expect(page.getByText(/^Slide 4 of \d+$/)).toBeVisible();
  expect(errors).toEqual([]);
});
