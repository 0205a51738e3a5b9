import { expect, signIn, storedValue, test } from '../support/fixtures';
import { expectNoAxeViolations, moduleUrl, seedStorage } from '../support/modules';
import {
  COUNT,
  expectSlideImage,
  liveRegion,
  presentation,
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

test('Present shows the slide alone, full-window; → moves and the address follows; a reload keeps the slide; Esc returns', async ({
  page,
}) => {
  await presentFrom(page, 1);
  await expectSlideImage(page, 1);
  // No page frame, tabs or slide list: only the slide.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const box = await presentation(page).getByRole('img').boundingBox();
  expect(box && Math.round(box.width)).toBe(1280);

  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(presentUrl(2));
  await expectSlideImage(page, 2);
  await expect(liveRegion(page)).toHaveText(`Slide 2 of ${COUNT}: ${text.slides[1].title}`);

  await page.reload();
  await expect(page).toHaveURL(presentUrl(2));
  await expectSlideImage(page, 2);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(slidesUrl(1));
  await expect(page.getByText(`Slide 1 of ${COUNT}`)).toBeVisible();
});

test('every key of the map: clicker keys, Home/End, a number then Enter, B and "." black the screen and back', async ({ page }) => {
  await presentFrom(page, 2);
  for (const [key, n] of [
    ['PageDown', 3],
    ['PageUp', 2],
    ['ArrowDown', 3],
    ['ArrowUp', 2],
    ['Space', 3],
    ['Backspace', 2],
    ['Enter', 3],
    ['ArrowLeft', 2],
    ['End', COUNT],
    ['Home', 1],
  ] as const) {
    await page.keyboard.press(key);
    await expect(page, key).toHaveURL(presentUrl(n));
  }
  await page.keyboard.type('4');
  await expect(presentation(page).getByText('Go to slide 4')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(presentUrl(4));
  await expect(liveRegion(page)).toHaveText(`Slide 4 of ${COUNT}: ${text.slides[3].title}`);

  const black = presentation(page).locator('.presentation__black');
  for (const key of ['b', '.']) {
    await page.keyboard.press(key);
    await expect(black).toBeVisible();
    await page.keyboard.press(key);
    await expect(black).toHaveCount(0);
  }
  await expect(page).toHaveURL(presentUrl(4));
});

test('Esc leaves to the page and slide the learner came from, whatever slide was presented last', async ({ page }) => {
  await presentFrom(page, 3);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(presentUrl(4));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(slidesUrl(3));
  await expect(page.getByText(`Slide 3 of ${COUNT}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Present', exact: true })).toBeFocused();
});

test('presenting leaves no trace: stored progress is identical and no moduleProgress is sent', async ({ page }) => {
  await seedStorage(page, { progress: { '7': { slide: 1, slidesComplete: false, quizPassed: false } } });
  const tracks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/operational-toolkit/track')) tracks.push(request.postData() ?? '');
  });
  await page.goto(slidesUrl(2));
  await expect(page.getByText(`Slide 2 of ${COUNT}`)).toBeVisible();
  const before = await settledOnDevice(page);
  expect(before).toContain('"slide":1');

  await page.getByRole('button', { name: 'Present', exact: true }).click();
  // Keys act once the presentation is there (its chunk loaded), as for a presenter.
  await expect(presentation(page)).toBeFocused();
  for (let n = 3; n <= COUNT; n++) {
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(presentUrl(n));
  }
  await expect(liveRegion(page)).toHaveText(`Slide ${COUNT} of ${COUNT}: ${text.slides[COUNT - 1].title}`);
  // On through the knowledge test's three questions, each answer revealed: still nothing kept.
  for (let q = 1; q <= 3; q++) {
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(questionUrl(q));
    await presentation(page).getByRole('button', { name: 'Reveal answer' }).click();
    await expect(presentation(page).getByText('This option was correct.').first()).toBeVisible();
    await presentation(page).focus();
  }
  expect(await storedOnDevice(page)).toBe(before);

  await page.keyboard.press('Escape');
  await expect(page.getByText(`Slide 2 of ${COUNT}`)).toBeVisible();
  await allowTimeForWhatMustNotHappen(page, 500);
  expect(await storedOnDevice(page)).toBe(before);
  // No session here, so nothing in the mock's (shared) store is this test's: the requests tell.
  expect(tracks).toEqual([]);
});

test('signed in, presenting queues nothing: progress, completion dates and the outbox stay as they were', async ({ page, mockApi }) => {
  await signIn(page);
  const outboxKeys = ['toolkit.moduleProgress', 'toolkit.completionDate.training', 'toolkit.outbox', 'toolkit.lastVisit'];
  const kept = () => Promise.all(outboxKeys.map((key) => storedValue(page, key)));
  const tracks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/operational-toolkit/track')) tracks.push(request.postData() ?? '');
  });
  await presentFrom(page, 1);
  await expect(presentation(page)).toBeFocused();
  const before = await kept();
  await page.keyboard.press('End');
  await expect(page).toHaveURL(presentUrl(COUNT));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(slidesUrl(1));
  await allowTimeForWhatMustNotHappen(page, 500);
  expect(await kept()).toEqual(before);
  expect(tracks.filter((body) => body.includes('moduleProgress'))).toEqual([]);
  const id = await storedValue<string>(page, 'toolkit.id');
  expect((await mockApi.state()).tracks.filter((t) => t.id === id && t.moduleProgress !== undefined)).toEqual([]);
});

test('the screen stays on: a wake lock is asked for, asked again when the page is shown again, released on leaving', async ({ page }) => {
  await page.addInitScript(() => {
    const calls = { requests: 0, releases: 0 };
    Object.assign(window, { wakeCalls: calls });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: () => {
          calls.requests += 1;
          return Promise.resolve({ release: () => Promise.resolve(void (calls.releases += 1)) });
        },
      },
    });
  });
  const calls = () => page.evaluate(() => (window as unknown as { wakeCalls: { requests: number; releases: number } }).wakeCalls);
  await presentFrom(page, 1);
  await expect.poll(async () => (await calls()).requests).toBe(1);

  // The browser drops the lock while the page is hidden; back in view it is asked for again.
  await page.evaluate(() => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
  });
  await expect.poll(async () => (await calls()).requests).toBe(2);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(slidesUrl(1));
  await expect.poll(async () => (await calls()).releases).toBeGreaterThanOrEqual(1);
});

test('a slide image that cannot be loaded shows the slide title and points, never a broken image', async ({ page }) => {
  await page.route(`**/images/en/modules/7/slide-2.svg`, (route) => route.abort('internetdisconnected'));
  await presentFrom(page, 1);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(presentUrl(2));
  await expect(presentation(page).getByText(text.slides[1].title, { exact: true })).toBeVisible();
  await expect(presentation(page).getByText(text.slides[1].points[0])).toBeVisible();
  await expect(presentation(page).getByRole('img')).toHaveCount(0);
});

test('axe finds nothing on the presentation', async ({ page }) => {
  await presentFrom(page, 1);
  await expectSlideImage(page, 1);
  await expectNoAxeViolations(page);
});

test('by keyboard alone: Tab to Present, Enter, arrows, Esc; focus comes back to Present', async ({ page }) => {
  await page.goto(slidesUrl(1));
  await expect(page.getByText(`Slide 1 of ${COUNT}`)).toBeVisible();
  const present = page.getByRole('button', { name: 'Present', exact: true });
  for (let i = 0; i < 40 && !(await present.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(present).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(presentUrl(1));
  await expect(presentation(page)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(presentUrl(3));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(slidesUrl(1));
  await expect(present).toBeFocused();
});

test('N turns the narration on (off by default) and off again', async ({ page }) => {
  await presentFrom(page, 1);
  await expect(presentation(page).locator('audio')).toHaveCount(0);
  await page.keyboard.press('n');
  await expect(liveRegion(page)).toHaveText('Narration on');
  const audio = presentation(page).locator('audio');
  await expect(audio).toHaveAttribute('src', /\/audio\/en\/modules\/7\/slide-1\.mp3$/);
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0)).toBe(true);
  // The next slide's narration follows as the slide appears.
  await page.keyboard.press('ArrowRight');
  await expect(audio).toHaveAttribute('src', /slide-2\.mp3$/);
  await page.keyboard.press('n');
  await expect(liveRegion(page)).toHaveText('Narration off');
  await expect(audio).toHaveCount(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 800, height: 1280 } });

  test('a tap in the right third goes forward, in the left third back, in the middle nowhere', async ({ page }) => {
    await presentFrom(page, 2);
    await page.touchscreen.tap(700, 640);
    await expect(page).toHaveURL(presentUrl(3));
    await page.touchscreen.tap(400, 640);
    await page.touchscreen.tap(100, 640);
    await expect(page).toHaveURL(presentUrl(2));
  });
});

test('the presentation address: a slide past the end is the last, an unknown module is the module 404', async ({ page }) => {
  await page.goto('/toolkit/en/training/present/7/99');
  await expect(page).toHaveURL(presentUrl(COUNT));
  await expectSlideImage(page, COUNT);
  await page.goto('/toolkit/en/training/present/9/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404: Module Not Found');
  // The module route's rule for an unknown stage is untouched: "present" there is one.
  await page.goto('/toolkit/en/training/module/7/present');
  await expect(page).toHaveURL(/\/toolkit\/en\/training\/module\/7\/slides$/);
});

test('with reduced motion, slides change with no transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await presentFrom(page, 1);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(presentUrl(2));
  expect(
    await presentation(page)
      .locator('.presentation__stage')
      .evaluate((el) => getComputedStyle(el).animationName),
  ).toBe('none');
});

test('Present is on every stage: from the summary it presents, and Back (like Esc) returns to the summary', async ({ page }) => {
  await page.goto(moduleUrl('training', 7, 'summary'));
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(page).toHaveURL(presentUrl(1));
  await expect(presentation(page)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(presentUrl(2));
  await page.goBack();
  await expect(page).toHaveURL(moduleUrl('training', 7, 'summary'));
  await expect(presentation(page)).toHaveCount(0);
  await page.goto(moduleUrl('training', 7, 'quiz'));
  await expect(page.getByRole('button', { name: 'Present', exact: true })).toBeVisible();
});

test('the first clicker presses count: pressed at once after Present, while the presentation’s code is held, each moves once', async ({
  page,
  heldChunks,
}) => {
  await page.goto(slidesUrl(2));
  await expect(page.getByText(`Slide 2 of ${COUNT}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Present', exact: true })).toBeVisible();
  // From now on every script the page asks for is held: the presentation's chunk and strings.
  await heldChunks.hold();
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageDown');
  await heldChunks.asked('PresentRoutePage-');
  heldChunks.release();
  await expect(page).toHaveURL(presentUrl(4), { timeout: 15_000 });
  await expectSlideImage(page, 4);
  // Nothing more than the two presses.
  await allowTimeForWhatMustNotHappen(page, 500);
  await expect(page).toHaveURL(presentUrl(4));
});
