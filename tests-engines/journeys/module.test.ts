import { expect } from 'vitest';
import { byCss, byLabel, byRole } from '../harness/locate';
import { waitFor } from '../harness/page';
import { engineSuite } from '../harness/suite';
import { type AudioState, audioState, expectSlideImage, moduleText, moduleUrl, muteMedia, slideCount } from './module-steps';
import { signIn } from './steps';

const { test } = engineSuite();

test('module slides: the slide renders, narration plays, seeks and goes back 10 s', async ({ page }) => {
  const text = moduleText('implementation', 1);
  await page.goto(moduleUrl('implementation', 1, 'slides'));
  await page.expectText(byRole('heading', undefined, { level: 1 }), text.title);
  await page.expectText(slideCount, `Slide 1 of ${text.slides.length}`);
  await expectSlideImage(page, text.slides[0].title);

  await muteMedia(page);
  await page.click(byRole('button', 'Play narration'));
  const started = await waitFor(
    'the narration to play (time advancing, no media error)',
    () => audioState(page),
    (a): a is AudioState => a !== null && a.error === null && !a.paused && a.time > 0.5 && a.duration > 15,
  );
  expect(started.src).toBe('/audio/en/modules/1-implementation/slide-1.mp3');
  await page.find(byRole('button', 'Pause narration'));

  // A tap in the middle of the position slider seeks to the middle of the narration.
  await page.click(byRole('slider', 'Position in the narration'));
  const middle = started.duration / 2;
  const sought = await waitFor(
    `the narration to seek to about ${middle.toFixed(1)} s and play on`,
    () => audioState(page),
    (a): a is AudioState => a !== null && !a.paused && a.time > middle - 1.5 && a.time < middle + 3,
  );
  await page.click(byRole('button', 'Back 10 s'));
  await waitFor(
    'Back 10 s to move the narration back',
    () => audioState(page),
    (a) => a !== null && a.time < sought.time - 7 && a.time >= 0,
  );
  await page.click(byRole('button', 'Pause narration'));
  await waitFor(
    'the narration to pause',
    () => audioState(page),
    (a) => a?.paused === true,
  );
});

test('finishing the slides: the last slide finishes the module and the milestone is tracked', async ({ page, mockApi }) => {
  const id = await signIn(page);
  const text = moduleText('training', 7);
  await page.goto(moduleUrl('training', 7, 'slides'));
  for (let n = 1; n < text.slides.length; n += 1) {
    await page.expectText(slideCount, `Slide ${n} of ${text.slides.length}`);
    await page.click(byRole('button', /^Next slide/));
  }
  await page.expectText(slideCount, `Slide ${text.slides.length} of ${text.slides.length}`);
  await expectSlideImage(page, text.slides.at(-1)!.title);
  await page.click(byRole('button', 'Finish Module'));

  await page.waitForPath(moduleUrl('training', 7, 'summary'));
  await page.find(byRole('heading', 'Module completed!'));
  const progress = await waitFor(
    'slidesComplete in the stored progress',
    () => page.stored<Record<string, { slidesComplete: boolean }>>('toolkit.moduleProgress'),
    (p) => p?.['7']?.slidesComplete === true,
  );
  expect(progress?.['7']).toMatchObject({ slidesComplete: true, quizPassed: false });
  await waitFor(
    'the slidesComplete milestone to reach the server',
    async () => (await mockApi.state()).tracks.filter((t) => t.id === id && t.moduleProgress),
    (tracks) => tracks.length > 0,
  );
  expect((await mockApi.state()).tracks.filter((t) => t.id === id && t.moduleProgress).map((t) => t.moduleProgress)).toEqual([
    { fullModuleId: '7', resourceType: 'training', event: 'slidesComplete' },
  ]);
});

test('feedback dialog: feedback about the current slide is sent and acknowledged', async ({ page, mockApi }) => {
  const feedback = `Engine feedback ${page.engine} ${Date.now()}`;
  await page.goto(moduleUrl('training', 7, 'slides'));
  await page.click(byRole('button', /^Next slide/));
  await page.expectText(slideCount, 'Slide 2 of 5');
  await page.click(byRole('button', 'Give feedback'));
  const dialog = byRole('dialog', 'Give feedback');
  await page.find(dialog);
  await page.fill(byLabel('Your feedback', dialog), feedback);
  await page.click(byRole('button', 'Send', { within: dialog }));
  await page.find(byCss('.dialog__success', { text: 'Your feedback has been received. Thank you!', within: dialog }));
  const received = (await mockApi.state()).feedback.filter((f) => f.feedback === feedback);
  expect(received, 'the feedback reached the server once').toEqual([
    { stage: 'slides', fullModuleId: '7', slide: 2, feedback, receivedAt: expect.any(Number) },
  ]);
  // The text is cleared after sending; Close hands focus back to the button.
  expect(await page.evaluate(() => document.querySelector('textarea')?.value)).toBe('');
  await page.click(byRole('button', 'Close', { within: dialog }));
  await page.waitForHidden(dialog);
  // Within a frame of the dialog leaving (as Playwright's toBeFocused waits for it).
  await waitFor(
    'focus back on Give feedback',
    () => page.evaluate(() => document.activeElement?.textContent?.trim()),
    (text) => text === 'Give feedback',
    2000,
  );
});
