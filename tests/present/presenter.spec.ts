import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations, seedStorage } from '../support/modules';
import {
  COUNT,
  liveRegion,
  openPresenterPopup,
  presentation,
  presenterView,
  presentFrom,
  presentUrl,
  questionUrl,
  slidesUrl,
  settledOnDevice,
  storedOnDevice,
  text,
} from '../support/present';
import { allowTimeForWhatMustNotHappen } from '../support/no-change';

test.use({ viewport: { width: 1280, height: 800 } });

const correctAnswers = (q: number) => text.questions[q].answers.filter((a) => a.correct);

test('the presenter view opens as a pop-up; each window moves the other, both ways', async ({ page }) => {
  await presentFrom(page, 2);
  const presenter = await openPresenterPopup(page);
  const view = presenterView(presenter);
  await expect(view.getByText(`Slide 2 of ${COUNT}`, { exact: true })).toBeVisible();
  // The notes: the slide's key points and narration script, as text.
  await expect(view.getByText(text.slides[1].points[0], { exact: true })).toBeVisible();
  await expect(view.getByText(text.slides[1].script)).toBeVisible();
  await expect(view.getByText('Expected duration')).toBeVisible();
  await expect(view.getByText('03:42')).toBeVisible();

  await presenter.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(presentUrl(3));
  await expect(view.getByText(`Slide 3 of ${COUNT}`, { exact: true })).toBeVisible();

  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(presentUrl(2));
  await expect(view.getByText(`Slide 2 of ${COUNT}`, { exact: true })).toBeVisible();

  await view.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(presentUrl(3));

  // A reloaded presenter view catches up at once (it says hello, the presentation answers).
  await presenter.reload();
  await expect(presenterView(presenter).getByText(`Slide 3 of ${COUNT}`, { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results-present/presentation-1280x800.png' });
  await presenter.setViewportSize({ width: 1280, height: 800 });
  await presenter.screenshot({ path: 'test-results-present/presenter-view-1280x800.png' });
});

test('P opens the presenter view too; the timer starts, pauses and resets', async ({ page }) => {
  await presentFrom(page, 1);
  const [presenter] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('p')]);
  const view = presenterView(presenter);
  await expect(view.getByText(`Slide 1 of ${COUNT}`, { exact: true })).toBeVisible();
  const elapsed = view.locator('.presenter__elapsed');
  await expect(elapsed).toHaveText('0:00');
  await expect(view.getByText('Timer not started')).toBeVisible();
  await view.getByRole('button', { name: 'Start' }).click();
  await expect(elapsed).not.toHaveText('0:00', { timeout: 4000 });
  await view.getByRole('button', { name: 'Pause' }).click();
  const held = await elapsed.textContent();
  await allowTimeForWhatMustNotHappen(presenter, 1200);
  await expect(elapsed).toHaveText(held ?? '');
  await view.getByRole('button', { name: 'Reset' }).click();
  await expect(elapsed).toHaveText('0:00');
});

test('a blocked pop-up: the presentation says so and offers the same view in a new tab, which joins', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await presentFrom(page, 2);
  await page.getByRole('button', { name: 'Open presenter view' }).click();
  await expect(presentation(page).getByRole('status')).toContainText("The browser blocked the presenter view's window.");
  const link = presentation(page).getByRole('link', { name: 'Open the presenter view in a new tab' });
  await expect(link).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(presenterView(tab).getByText(`Slide 2 of ${COUNT}`, { exact: true })).toBeVisible();
  await presenterView(tab).focus();
  await tab.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(presentUrl(3));
});

test('Notes (button or S) shows the slide’s points and script over the lower part of the screen, and hides them', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await presentFrom(page, 2);
  const notes = presentation(page).getByRole('complementary', { name: 'Notes' });
  await expect(notes).toHaveCount(0);
  await page.getByRole('button', { name: 'Notes' }).click();
  await expect(notes).toBeVisible();
  await expect(notes.getByText(text.slides[1].script)).toBeVisible();
  for (const point of text.slides[1].points) await expect(notes.getByText(point, { exact: true })).toBeVisible();
  const box = await notes.boundingBox();
  expect(box && box.y > 1280 / 2).toBe(true);
  await page.screenshot({ path: 'test-results-present/notes-800x1280.png' });
  await page.getByRole('button', { name: 'Notes' }).click();
  await expect(notes).toHaveCount(0);
  await presentation(page).focus();
  await page.keyboard.press('s');
  await expect(notes).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(notes.getByText(text.slides[2].script)).toBeVisible();
  await page.keyboard.press('S');
  await expect(notes).toHaveCount(0);
});

test('after the last slide, the three questions, one per screen; Reveal answer shows the feedback on the correct options; the presenter view follows', async ({
  page,
}) => {
  await presentFrom(page, COUNT);
  const presenter = await openPresenterPopup(page);
  for (let q = 1; q <= 3; q++) {
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(questionUrl(q));
    const question = text.questions[q - 1];
    await expect(presentation(page).getByRole('heading', { name: question.title })).toBeVisible();
    await expect(liveRegion(page)).toHaveText(`Question ${q} of 3: ${question.title}`);
    for (const answer of question.answers) await expect(presentation(page).getByText(answer.label, { exact: true })).toBeVisible();
    await expect(presentation(page).getByText('This option was correct.')).toHaveCount(0);
    // The presenter view shows the question and, as its notes, the correct answer.
    const view = presenterView(presenter);
    await expect(view.locator('.presenter__position')).toHaveText(`Question ${q} of 3`);
    const notes = view.locator('.presenter__notes');
    for (const answer of correctAnswers(q - 1)) await expect(notes.getByText(answer.label, { exact: true })).toBeVisible();

    await presentation(page).getByRole('button', { name: 'Reveal answer' }).click();
    await expect(presentation(page).getByText('This option was correct.')).toHaveCount(correctAnswers(q - 1).length);
    await expect(presentation(page)).toBeFocused();
    if (q === 1) await page.screenshot({ path: 'test-results-present/question-revealed-1280x800.png' });
  }
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(questionUrl(3));
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(questionUrl(2));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(presentUrl(COUNT));
  // A question's address reloads to the same question.
  await page.goto('/toolkit/en/training/present/7/q2');
  await expect(presentation(page).getByRole('heading', { name: text.questions[1].title })).toBeVisible();
});

test('through the slides, the questions and Reveal answer, with the presenter view: no trace on the device or the API', async ({
  page,
}) => {
  await seedStorage(page, { progress: { '7': { slide: 1, slidesComplete: false, quizPassed: false } } });
  const tracks: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().includes('/api/operational-toolkit/track')) tracks.push(request.postData() ?? '');
  });
  await page.goto(slidesUrl(2));
  await expect(page.getByText(`Slide 2 of ${COUNT}`)).toBeVisible();
  const before = await settledOnDevice(page);
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(presentation(page)).toBeFocused();
  const presenter = await openPresenterPopup(page);
  await presenter.getByRole('button', { name: 'Start' }).click();
  for (let step = 3; step <= COUNT + 3; step++) {
    await presenter.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(step <= COUNT ? presentUrl(step) : questionUrl(step - COUNT));
    if (step > COUNT) {
      await presentation(page).getByRole('button', { name: 'Reveal answer' }).click();
      await expect(presentation(page).getByText('This option was correct.').first()).toBeVisible();
    }
  }
  expect(await storedOnDevice(page)).toBe(before);
  await presenter.close();
  await presentation(page).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByText(`Slide 2 of ${COUNT}`)).toBeVisible();
  await allowTimeForWhatMustNotHappen(page, 500);
  // Settled: the slides page opened again records the same visit, a write that changes nothing.
  expect(await settledOnDevice(page)).toBe(before);
  expect(tracks).toEqual([]);
});

test('axe finds nothing on the presenter view, on the notes, or on a revealed question', async ({ page }) => {
  await presentFrom(page, COUNT);
  const presenter = await openPresenterPopup(page);
  await expect(presenterView(presenter).getByText(`Slide ${COUNT} of ${COUNT}`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(presenter);
  await page.keyboard.press('s');
  await expect(presentation(page).getByRole('complementary', { name: 'Notes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowRight');
  await presentation(page).getByRole('button', { name: 'Reveal answer' }).click();
  await expect(presenterView(presenter).locator('.presenter__position')).toHaveText('Question 1 of 3');
  await expectNoAxeViolations(page);
  await expectNoAxeViolations(presenter);
});

test('by keyboard alone in the presenter view: Tab to Start, Enter; Tab to Next, Enter moves the presentation; arrows too', async ({
  page,
}) => {
  await presentFrom(page, 1);
  const presenter = await openPresenterPopup(page);
  const view = presenterView(presenter);
  const tabTo = async (name: string) => {
    const button = view.getByRole('button', { name, exact: true });
    for (let i = 0; i < 20 && !(await button.evaluate((el) => el === document.activeElement)); i++) await presenter.keyboard.press('Tab');
    await expect(button).toBeFocused();
  };
  await tabTo('Start');
  await presenter.keyboard.press('Enter');
  await expect(view.getByRole('button', { name: 'Pause' })).toBeVisible();
  await tabTo('Next');
  await presenter.keyboard.press('Enter');
  await expect(page).toHaveURL(presentUrl(2));
  await presenter.keyboard.press('Space');
  await expect(page).toHaveURL(presentUrl(3));
  await presenter.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(presentUrl(2));
  await expect(view.getByText(`Slide 2 of ${COUNT}`, { exact: true })).toBeVisible();
});

test('malformed messages from another window of the device move nothing, store nothing, and are logged', async ({ page, context }) => {
  await presentFrom(page, 2);
  const stored = await settledOnDevice(page);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('tab message on present refused')) refused.push(message.text());
  });
  // Another page of this origin posts on the presentation's channel, as a presenter view of another build might.
  const other = await context.newPage();
  await other.goto('/toolkit/en/contactform');
  const deck = `en/${'training'}/7`;
  await other.evaluate((deckKey) => {
    const channel = new BroadcastChannel('toolkit.present');
    for (const message of [
      { type: 'act', deck: deckKey, action: { type: 'jump', n: 'last' } },
      { type: 'act', deck: deckKey, action: { type: 'explode' } },
      { type: 'act', deck: deckKey },
      { type: 'at', deck: deckKey, at: -5 },
      { deck: deckKey },
      'next',
      null,
    ]) {
      channel.postMessage(message);
    }
    channel.close();
  }, deck);
  await expect.poll(() => refused.length).toBe(7);
  await expect(page).toHaveURL(presentUrl(2));
  await expect(presentation(page)).toBeVisible();
  expect(await storedOnDevice(page)).toBe(stored);
  // A well-formed move still works afterwards.
  await other.evaluate((deckKey) => {
    const channel = new BroadcastChannel('toolkit.present');
    channel.postMessage({ type: 'act', deck: deckKey, action: { type: 'next' } });
    channel.close();
  }, deck);
  await expect(page).toHaveURL(presentUrl(3));
});
