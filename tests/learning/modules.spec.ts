import type { Page } from '@playwright/test';
import { totalDuration } from '../../src/content/catalogue';
import { expect, storedValue, test } from '../support/fixtures';
import { content, expectNoAxeViolations, moduleText, moduleUrl, seedStorage } from '../support/modules';

const slideCount = (page: Page) => page.locator('.slide-controls__count');

test.describe('module page: routes', () => {
  test('a missing stage goes to slides, replacing history', async ({ page }) => {
    await page.goto('/contactform');
    await page.goto(moduleUrl('training', 7));
    await expect(page).toHaveURL(/\/training\/module\/7\/slides$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contactform$/);
  });

  test('an unknown stage goes to slides, or to summary once the slides are complete', async ({ page }) => {
    await page.goto(moduleUrl('implementation', 2, 'nope'));
    await expect(page).toHaveURL(/\/implementation\/module\/2\/slides$/);
    await seedStorage(page, { progress: { '2': { slide: 6, slidesComplete: true, quizPassed: false } } });
    await page.goto(moduleUrl('implementation', 2, 'nope'));
    await expect(page).toHaveURL(/\/implementation\/module\/2\/summary$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contactform$/);
    await page.goto(moduleUrl('training', 2));
    await expect(page).toHaveURL(/\/training\/module\/2\/summary$/);
    // A valid stage and an extra trailing segment stay as they are.
    await page.goto(`${moduleUrl('training', 2, 'slides')}/extra`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleText('training', 2).title);
    await expect(page).toHaveURL(/\/slides\/extra$/);
  });

  test('an unknown module shows 404 with a link back to the program', async ({ page }) => {
    for (const id of ['8', '0', 'abc']) {
      await page.goto(`/toolkit/en/training/module/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404: Module Not Found');
      await expect(page.getByRole('link', { name: 'Click here to return to the program' })).toHaveAttribute('href', '/toolkit/en/training');
    }
  });
});

test.describe('module page: frame and layouts', () => {
  test('at 1200px and wider: slide list, Overview tab by default, breadcrumb and info note', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(moduleUrl('implementation', 3));
    const text = moduleText('implementation', 3);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Implementation resources' })).toHaveAttribute('href', '/toolkit/en/implementation');
    await expect(crumbs.getByText('Module 3')).toBeVisible();
    await expect(page.getByRole('note').getByRole('link')).toHaveAttribute('href', '/toolkit/en/training/module/3');

    const list = page.getByRole('navigation', { name: 'Module contents' });
    await expect(list).toBeVisible();
    expect((await list.boundingBox())?.width).toBeCloseTo(250, 0);
    await expect(page.getByRole('tab')).toHaveText(['Overview', 'Other modules']);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.slides-stage')).toBeVisible();

    // Jump to any slide from the list.
    await list.getByRole('button', { name: `Slide 9: ${text.slides[8].title}` }).click();
    await expect(slideCount(page)).toHaveText(`Slide 9 of ${text.slides.length}`);
    await expect(list.getByRole('button', { name: /^Slide 9:/ })).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(page);

    const main = await page.locator('main').boundingBox();
    expect(main!.width).toBeLessThanOrEqual(1300);
  });

  test('below 1200px: tabs Content (default), Overview, Other modules', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.goto(moduleUrl('training', 1));
    await expect(page.getByRole('navigation', { name: 'Module contents' })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveText(['Content', 'Overview', 'Other modules']);
    await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.slides-stage')).toBeVisible();
    // The other section's module 1 is a different module: the note says so.
    await expect(page.getByRole('note')).toContainText('has its own version of this module');

    await page.getByRole('tab', { name: 'Overview' }).click();
    const overview = content.overview.training;
    await expect(page.getByText(overview.courseOverview[0])).toBeVisible();
    await expect(page.getByText(overview.expertiseLevel)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: overview.objectives[0] })).toBeVisible();
    await expect(page.locator('.overview__total time')).toHaveText(totalDuration('training'));
    await expect(page.locator('.overview__durations li').first()).toContainText('04:04');
    await expect(page.getByText(overview.knowledgeTests)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Other modules' }).click();
    const cards = page.locator('.module-card');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toHaveAttribute('href', '/toolkit/en/training/module/2');
    const preview = await page.request.get((await cards.first().locator('img').getAttribute('src'))!);
    expect(preview.status()).toBe(200);
    await cards.nth(5).click();
    await expect(page).toHaveURL(/\/training\/module\/7\/slides$/);
    await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('slides stage', () => {
  test('the current slide fills the slider after a tab is shown again, the tablet turns and the text grows', async ({ page }) => {
    const fits = async (n: number) => {
      await expect(page.locator('.swiper-slide-active img')).toHaveAttribute('src', new RegExp(`/slide-${n}\\.svg$`));
      await expect
        .poll(async () => {
          const [slider, slide] = await Promise.all([
            page.locator('.slider').boundingBox(),
            page.locator('.swiper-slide-active').boundingBox(),
          ]);
          return slider && slide ? [Math.round(slide.x - slider.x), Math.round(slide.width - slider.width)] : null;
        })
        // Inside the slider's 1 px border, as wide as it.
        .toEqual([1, -2]);
    };
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.goto(`${moduleUrl('training', 4, 'slides')}?slide=3`);
    await fits(3);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByRole('tab', { name: 'Content' }).click();
    await fits(3);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await fits(4);
    await page.setViewportSize({ width: 820, height: 1180 });
    await fits(4);
    await page.getByRole('banner').getByRole('button', { name: 'Display' }).click();
    const display = page.getByRole('dialog', { name: 'Display' });
    await display.getByRole('radio', { name: '200 %' }).check();
    await display.getByRole('button', { name: 'Done' }).click();
    await fits(4);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await fits(3);
  });

  test('arrow keys move the slide before the slider code has loaded', async ({ page }) => {
    // Hold the slider's chunk back until the keys have been pressed: the first paint is a plain image.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SlideSlider-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(moduleUrl('training', 2));
    await expect(page.locator('.slider--static')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(slideCount(page)).toHaveText('Slide 2 of 7');
    await expect(page.locator('audio')).toHaveAttribute('src', /\/slide-2\.mp3$/);
    await page.keyboard.press('ArrowLeft');
    await expect(slideCount(page)).toHaveText('Slide 1 of 7');
    release();
    await expect(page.locator('.swiper')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(slideCount(page)).toHaveText('Slide 2 of 7');
    await expect(page.locator('.swiper-slide-active img')).toHaveAttribute('src', /\/slide-2\.svg$/);
  });

  test('keyboard and buttons move one slide; furthest slide is kept; reopening resumes there', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(moduleUrl('training', 3));
    const text = moduleText('training', 3);
    await expect(slideCount(page)).toHaveText('Slide 1 of 11');
    await expect(page.getByRole('button', { name: 'Finish Module' })).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(slideCount(page)).toHaveText('Slide 2 of 11');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(slideCount(page)).toHaveText('Slide 3 of 11');
    await expect(page.getByRole('img', { name: text.slides[2].title, exact: false }).first()).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slideCount(page)).toHaveText('Slide 1 of 11');
    await expect
      .poll(() => storedValue<Record<string, { slide: number }>>(page, 'toolkit.moduleProgress'))
      .toMatchObject({
        '3': { slide: 2 },
      });

    // Slide 6 carries a video with a poster; moving on pauses it.
    await page.getByRole('button', { name: /^Slide 6:/ }).click();
    const video = page.locator('.slide-video video');
    await expect(video).toHaveAttribute('poster', /slide-6-poster\.jpg$/);
    await page.getByRole('button', { name: /^Play video/ }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    // Narration pauses an unmuted video.
    await page.locator('audio').evaluate((a: HTMLAudioElement) => a.play());
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    // Transcript is the slide's script, in a disclosure.
    await page.getByText('Transcript').click();
    await expect(page.getByText(text.slides[5].script)).toBeVisible();

    await page.reload();
    await expect(slideCount(page)).toHaveText('Slide 6 of 11');
    await expectNoAxeViolations(page);
  });

  test('Finish Module on the last slide marks the slides complete and opens the summary', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(moduleUrl('training', 7));
    await page.getByRole('button', { name: /^Slide 5:/ }).click();
    await page.getByRole('button', { name: 'Finish Module' }).click();
    await expect(page).toHaveURL(/\/training\/module\/7\/summary$/);
    await expect(page.getByRole('heading', { name: 'Module completed!' })).toBeFocused();
    await expect
      .poll(() => storedValue<Record<string, object>>(page, 'toolkit.moduleProgress'))
      .toMatchObject({
        '7': { slide: 4, slidesComplete: true, quizPassed: false },
      });
    // Back to the slides starts again at the first slide.
    await page.getByRole('button', { name: 'Return to Slides' }).click();
    await expect(slideCount(page)).toHaveText('Slide 1 of 5');
  });
});

test.describe('summary stage', () => {
  test('seven bars animate in after opening; quiz icons link or say unavailable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await seedStorage(page, {
      progress: {
        '2': { slide: 6, slidesComplete: true, quizPassed: true },
        '3': { slide: 10, slidesComplete: true, quizPassed: false },
        '4': { slide: 7, slidesComplete: false, quizPassed: false },
      },
    });
    await page.goto(moduleUrl('training', 3, 'summary'));
    await expect(page.getByRole('heading', { name: 'Module completed!' })).toBeVisible();
    const bars = page.getByRole('progressbar');
    await expect(bars).toHaveCount(7);
    await expect(page.getByRole('progressbar', { name: 'Module 4: Supporting clients' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((7 / 21) * 100)),
    );
    // The fill grows from 0 after 100 ms.
    const fill = page.locator('.progress-row .progress-bar__fill').nth(1);
    await expect.poll(() => fill.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(1, 0, 0, 1, 0, 0)');

    const two = moduleText('training', 2).progressTitle;
    const three = moduleText('training', 3).progressTitle;
    const four = moduleText('training', 4).progressTitle;
    await expect(page.getByRole('link', { name: `${two}: knowledge test passed` })).toHaveAttribute(
      'href',
      '/toolkit/en/training/module/2/quiz',
    );
    await expect(page.getByRole('link', { name: `${three}: attempt the knowledge test` })).toBeVisible();
    await expect(page.getByRole('img', { name: `${four}: knowledge test unavailable until the module is complete` })).toBeVisible();
    await expectNoAxeViolations(page);

    // Not complete: the certificate button explains why.
    await page.getByRole('button', { name: 'Download Certificate' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'To download your certificate, you must first complete all modules and knowledge tests.',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Take Knowledge Test' }).click();
    await expect(page).toHaveURL(/\/module\/3\/quiz$/);
  });

  test('with reduced motion the bars are drawn without animating', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    await page.goto(moduleUrl('training', 5, 'summary'));
    const duration = await page
      .locator('.progress-row .progress-bar__fill')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.1);
    await context.close();
  });
});
