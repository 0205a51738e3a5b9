import type { Page } from '@playwright/test';
import type { Question } from '../../src/content/types';
import { expect, storedValue, test } from '../support/fixtures';
import { answerQuiz, expectNoAxeViolations, moduleText, moduleUrl, seedStorage } from '../support/modules';

const done = { slide: 6, slidesComplete: true, quizPassed: false };

/** Training module 2 with its slides complete, on its first question. */
async function startQuiz(page: Page) {
  await seedStorage(page, { progress: { '2': done } });
  await page.goto(moduleUrl('training', 2, 'quiz'));
  await page.getByRole('button', { name: 'Click here to attempt this Knowledge Test' }).click();
}

test.describe('knowledge test', () => {
  // One concern per test: a single test walking every state (with six axe scans) ran past the
  // test budget on a loaded machine.
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('not available before the slides are complete; can be attempted after', async ({ page }) => {
    await page.goto(moduleUrl('training', 2, 'quiz'));
    await expect(page.getByText('Complete the module to attempt this Knowledge Test')).toBeVisible();
    await expectNoAxeViolations(page);

    await seedStorage(page, { progress: { '2': done } });
    await page.goto(moduleUrl('training', 2, 'quiz'));
    await expect(page.getByRole('button', { name: 'Click here to attempt this Knowledge Test' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('checkboxes or radios by answer count; Submit locks the answer and explains each option', async ({ page }) => {
    const { questions } = moduleText('training', 2);
    await startQuiz(page);

    // Question 1: three of five correct → checkboxes, "Select 3 answers."
    await expect(page.getByRole('group', { name: `${questions[0].title} Select 3 answers.` })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(5);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    // Partly right: the first correct option picked, plus one incorrect one.
    const firstRight = questions[0].answers.findIndex((a) => a.correct);
    const firstWrong = questions[0].answers.findIndex((a) => !a.correct);
    await page.getByLabel(questions[0].answers[firstRight].label, { exact: true }).check();
    await page.getByLabel(questions[0].answers[firstWrong].label, { exact: true }).check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('checkbox').first()).toBeDisabled();
    const feedback = page.locator('.option__feedback');
    const expected = questions[0].answers.map((a, i) => {
      if (i === firstRight) return 'This option was correct.';
      if (i === firstWrong) return 'This option was incorrect, but you selected it.';
      return a.correct ? "This option was correct, but you didn't select it." : 'This option was incorrect.';
    });
    await expect(feedback).toHaveText(expected);
    await expect(page.getByRole('status').filter({ hasText: 'Incorrect answer.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next Question' }).click();

    // Question 2: true/false → radios, "Select ONE answer."; a right answer earns "Well done!".
    await expect(page.getByRole('radiogroup', { name: `${questions[1].title} Select ONE answer.` })).toBeVisible();
    const right = questions[1].answers.find((a) => a.correct)!;
    await page.getByLabel(right.label, { exact: true }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('This option was correct. Well done!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next Question' })).toBeVisible();
  });

  test('a score below 3 fails without celebration; Try Again starts over with nothing selected', async ({ page }) => {
    const { questions } = moduleText('training', 2);
    await startQuiz(page);
    await answerQuiz(page, questions, false);

    await expect(page.getByRole('heading', { name: 'Your score: 0/3' })).toBeFocused();
    await expect(page.getByText('You did not pass the knowledge test this time...')).toBeVisible();
    await expect(page.locator('.confetti')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await storedValue<Record<string, object>>(page, 'toolkit.moduleProgress')).toMatchObject({
      '2': { quizPassed: false },
    });

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Knowledge Test: question 1 of 3' })).toBeVisible();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  });

  test('3 of 3 passes with a celebration, is stored, and the summary links to the passed test', async ({ page }) => {
    const { questions, progressTitle } = moduleText('training', 2);
    await startQuiz(page);
    await answerQuiz(page, questions, true);
    await expect(page.getByRole('heading', { name: 'Your score: 3/3' })).toBeVisible();
    await expect(page.getByText('Well done! You passed the knowledge test.')).toBeVisible();
    await expect(page.locator('.confetti')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect
      .poll(() => storedValue<Record<string, object>>(page, 'toolkit.moduleProgress'))
      .toMatchObject({
        '2': { quizPassed: true },
      });

    await page.getByRole('button', { name: 'Return to Summary' }).click();
    await expect(page).toHaveURL(/\/training\/module\/2\/summary$/);
    await page.getByRole('link', { name: `${progressTitle}: knowledge test passed` }).click();
    await expect(page.getByText('You have passed this Knowledge Test!')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('no celebration animation with reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await seedStorage(page, { progress: { '7': { slide: 4, slidesComplete: true, quizPassed: false } } });
    await page.goto(moduleUrl('training', 7, 'quiz'));
    await page.getByRole('button', { name: 'Click here to attempt this Knowledge Test' }).click();
    await answerQuiz(page, moduleText('training', 7).questions, true);
    await expect(page.getByText('Well done! You passed the knowledge test.')).toBeVisible();
    await expect(page.locator('.confetti')).toBeHidden();
    await context.close();
  });
});

async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (text === name) return;
  }
  throw new Error(`could not reach "${name}" with Tab`);
}

/** Answers one question with the keyboard only, starting with focus on its heading. */
async function answerByKeyboard(page: Page, question: Question, last: boolean) {
  const correct = question.answers.map((a) => a.correct);
  await page.keyboard.press('Tab');
  if (correct.filter(Boolean).length === 1) {
    // Radios: Space picks the focused one, arrows move and pick.
    const target = correct.indexOf(true);
    if (target === 0) await page.keyboard.press('Space');
    for (let i = 0; i < target; i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
  } else {
    for (const c of correct) {
      if (c) await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
    }
  }
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const next = page.getByRole('button', { name: last ? 'Finish' : 'Next Question' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
}

test('an answer being chosen stays as a tablet turns across 1200px, and the tabs follow the width', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 1280 });
  await startQuiz(page);
  const { questions } = moduleText('training', 2);
  const answer = page.getByLabel(questions[0].answers[0].label, { exact: true });
  await answer.check();
  await page.setViewportSize({ width: 1280, height: 1024 });
  await expect(page.getByRole('tab')).toHaveText(['Overview', 'Other modules']);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(answer).toBeChecked();
  await page.setViewportSize({ width: 1024, height: 1280 });
  await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  await expect(answer).toBeChecked();
  await expect(page.getByRole('heading', { name: `Knowledge Test: question 1 of ${questions.length}` })).toBeVisible();
});

test('a knowledge test can be completed with the keyboard only', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await seedStorage(page, { progress: { '1-implementation': { slide: 8, slidesComplete: true, quizPassed: false } } });
  await page.goto(moduleUrl('implementation', 1, 'quiz'));
  await tabTo(page, 'Click here to attempt this Knowledge Test');
  await page.keyboard.press('Enter');
  const { questions } = moduleText('implementation', 1);
  for (const [i, question] of questions.entries()) {
    await expect(page.getByRole('heading', { name: `Knowledge Test: question ${i + 1} of 3` })).toBeFocused();
    await answerByKeyboard(page, question, i === questions.length - 1);
  }
  await expect(page.getByRole('heading', { name: 'Your score: 3/3' })).toBeFocused();
  await tabTo(page, 'Return to Summary');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/implementation\/module\/1\/summary$/);
});
