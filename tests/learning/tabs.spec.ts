import type { Page } from '@playwright/test';
import { SECTION_MODULES, fullModuleId } from '../../src/content/catalogue';
import { expect, signIn, signInThroughEntry, storedValue, test } from '../support/fixtures';
import { answerQuiz, moduleText, moduleUrl, seedStorage, todayIso } from '../support/modules';

/**
 * Two tabs of one browser (one profile, one IndexedDB), as a learner gets with a middle-click on
 * a module card: what one tab records is never lost by the other, and shows there without a reload.
 */

type Stored = Record<string, { slide: number; slidesComplete: boolean; quizPassed: boolean }>;

const slideCount = (page: Page) => page.locator('.slide-controls__count');
const bar = (page: Page, position: number) =>
  page.getByRole('progressbar', { name: `Module ${position}: ${moduleText('training', position).progressTitle}` });

/** Moves to the next slide `times` times, waiting for each (the furthest slide is recorded on each move). */
async function nextSlides(page: Page, times: number) {
  const [, count] = ((await slideCount(page).textContent()) ?? '').match(/of (\d+)/) ?? [];
  for (let i = 0; i < times; i += 1) {
    const [, now] = ((await slideCount(page).textContent()) ?? '').match(/Slide (\d+)/) ?? [];
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(slideCount(page)).toHaveText(`Slide ${Number(now) + 1} of ${count}`);
  }
}

async function openSlides(page: Page, position: number) {
  await page.goto(moduleUrl('training', position, 'slides'));
  await expect(slideCount(page)).toHaveText(`Slide 1 of ${moduleText('training', position).slides.length}`);
}

test.describe('two tabs, one learner', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
  });

  test('module 1 in one tab, module 2 in another: both modules keep their progress after a reload', async ({ page, context }) => {
    const tabB = await context.newPage();
    await openSlides(page, 1);
    await nextSlides(page, 2);
    await openSlides(tabB, 2);
    await nextSlides(tabB, 3);
    await nextSlides(page, 2);
    await expect(slideCount(page)).toHaveText('Slide 5 of 6');

    await expect
      .poll(() => storedValue<Stored>(page, 'toolkit.moduleProgress'))
      .toMatchObject({ '1-training': { slide: 4 }, '2': { slide: 3 } });
    for (const tab of [page, tabB]) {
      await tab.reload();
      await tab.goto(moduleUrl('training', 1, 'summary'));
      await expect(bar(tab, 1)).toHaveAttribute('aria-valuenow', String(Math.round((4 / 6) * 100)));
      await expect(bar(tab, 2)).toHaveAttribute('aria-valuenow', String(Math.round((3 / 7) * 100)));
    }
  });

  test('a slide reached in tab B moves tab A’s summary bar and its “continue” card, without a reload', async ({ page, context }) => {
    await page.goto(moduleUrl('training', 3, 'summary'));
    await expect(bar(page, 2)).toHaveAttribute('aria-valuenow', '0');
    const tabB = await context.newPage();
    await openSlides(tabB, 2);
    await nextSlides(tabB, 3);
    await expect(bar(page, 2)).toHaveAttribute('aria-valuenow', String(Math.round((3 / 7) * 100)));

    await page.goto('/toolkit/en/training');
    const card = page.getByRole('region', { name: 'Continue where you left off' });
    await expect(card.getByRole('link', { name: /^Continue module 2: .* — slide 4 of 7$/ })).toBeVisible();
    await openSlides(tabB, 4);
    await nextSlides(tabB, 1);
    await expect(card.getByRole('link', { name: /^Continue module 4: .* — slide 2 of 21$/ })).toBeVisible();
  });

  test('passing the last knowledge test in tab B unlocks the certificate in tab A', async ({ page, context }) => {
    const training = SECTION_MODULES.training.map(fullModuleId);
    const progress = Object.fromEntries(
      training.map((id, i) => [id, { slide: 0, slidesComplete: true, quizPassed: i < training.length - 1 }]),
    );
    await seedStorage(page, { progress });
    await page.goto(moduleUrl('training', 7, 'summary'));
    const download = page.getByRole('button', { name: 'Download Certificate' });
    await download.click();
    const refused = page.getByRole('alert').filter({ hasText: 'you must first complete all modules and knowledge tests' });
    await expect(refused).toBeVisible();
    const seven = moduleText('training', 7);
    await expect(page.getByRole('link', { name: `${seven.progressTitle}: attempt the knowledge test` })).toBeVisible();

    const tabB = await context.newPage();
    await tabB.goto(moduleUrl('training', 7, 'quiz'));
    await tabB.getByRole('button', { name: 'Click here to attempt this Knowledge Test' }).click();
    await answerQuiz(tabB, seven.questions, true);
    await expect(tabB.getByRole('heading', { name: 'Your score: 3/3' })).toBeVisible();

    // Tab A, untouched since: the quiz shows passed, the refusal is gone and the certificate opens.
    await expect(page.getByRole('link', { name: `${seven.progressTitle}: knowledge test passed` })).toBeVisible();
    await expect(refused).toBeHidden();
    await download.click();
    await expect(page.getByRole('dialog', { name: 'Download your certificate' })).toBeVisible();
    expect(await storedValue(page, 'toolkit.completionDate.training')).toBe(todayIso());
  });
});

test('signing in in one tab signs in the other: its entry screen moves on by itself', async ({ page, context }) => {
  const tabB = await context.newPage();
  await tabB.goto('/toolkit/en');
  await expect(tabB.getByLabel('Service code')).toBeVisible();
  await signInThroughEntry(page);
  await expect(tabB).toHaveURL(/\/toolkit\/en\/implementation$/);
  await expect(tabB.getByRole('heading', { level: 1 })).toHaveText((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
});
