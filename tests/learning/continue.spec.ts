import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { completedSection, expectNoAxeViolations, moduleText, seedStorage } from '../support/modules';
import { tabTo } from '../support/backup';

const slideCount = (page: Page) => page.locator('.slide-controls__count');
const nextStep = (page: Page) => page.getByRole('region', { name: /Continue where you left off|Start the course/ });

test.describe('continue where you left off', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
  });

  test('with no progress, a clear start of module 1, one press away', async ({ page }) => {
    await page.goto('/toolkit/en/training');
    const step = nextStep(page);
    await expect(step.getByRole('heading')).toHaveText('Start the course');
    // First thing after the overview.
    const order = await page.evaluate(() => {
      const overview = document.querySelector('#overview');
      const step = document.querySelector('.next-step');
      return overview && step ? overview.compareDocumentPosition(step) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    await step.getByRole('link', { name: `Start module 1: ${moduleText('training', 1).title}` }).click();
    await expect(page).toHaveURL(/\/training\/module\/1\/slides/);
    await expect(slideCount(page)).toHaveText('Slide 1 of 6');
  });

  test('returns to the slide last open (not the furthest), by keyboard, and axe finds nothing', async ({ page }) => {
    const text = moduleText('implementation', 3);
    // Pressed as soon as it shows: a press before the app takes over is kept (held-input.spec.ts).
    await page.goto('/toolkit/en/implementation/module/3/slides');
    for (let n = 2; n <= 5; n += 1) {
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expect(slideCount(page)).toHaveText(`Slide ${n} of 11`);
    }
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slideCount(page)).toHaveText('Slide 3 of 11');
    await page.goto('/toolkit/en/implementation');
    const link = nextStep(page).getByRole('link', { name: `Continue module 3: ${text.title} — slide 3 of 11` });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page, '.next-step');
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(slideCount(page)).toHaveText('Slide 3 of 11');
    // Survives a reload of the section page (stored, not only in memory).
    await page.goto('/toolkit/en/implementation');
    await expect(nextStep(page).getByRole('link', { name: /— slide 3 of 11$/ })).toBeVisible();
  });

  test('offers the next knowledge test, then the certificate when all are passed; promotional shows none', async ({ page }) => {
    await seedStorage(page, {
      progress: {
        '1-training': { slide: 5, slidesComplete: true, quizPassed: true },
        '2': { slide: 6, slidesComplete: true, quizPassed: false },
      },
    });
    await page.goto('/toolkit/en/training');
    await nextStep(page)
      .getByRole('link', { name: `Take the knowledge test for module 2: ${moduleText('training', 2).title}` })
      .click();
    await expect(page).toHaveURL(/\/training\/module\/2\/quiz$/);
    await expect(page.getByRole('button', { name: 'Click here to attempt this Knowledge Test' })).toBeVisible();

    await seedStorage(page, { progress: completedSection('training'), completion: { training: '2026-11-01' } });
    await page.goto('/toolkit/en/training');
    await nextStep(page).getByRole('link', { name: 'Every knowledge test passed: get your certificate' }).click();
    await expect(page).toHaveURL(/\/training\/module\/7\/summary$/);
    await expect(page.getByRole('button', { name: 'Download Certificate' })).toBeVisible();

    await page.goto('/toolkit/en/promotional');
    await expect(page.locator('.section-page__title')).toBeVisible();
    await expect(page.locator('.next-step')).toHaveCount(0);
  });

  test('the backup screen is one press from the section page and the module summary', async ({ page }) => {
    await page.goto('/toolkit/en/training');
    await nextStep(page).getByRole('link', { name: 'Back up or move your progress' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Back up or move your progress');
    await page.goto('/toolkit/en/training/module/2/summary');
    await page.getByRole('link', { name: 'Back up or move your progress' }).click();
    await expect(page).toHaveURL(/\/toolkit\/en\/progress$/);
  });
});
