import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, storedValue, test } from '../support/fixtures';
import { expectNoAxeViolations, moduleText, moduleUrl } from '../support/modules';

const slideCount = (page: Page) => page.locator('.slide-controls__count');
const narration = (page: Page) => page.locator('.narration');
const audioState = (page: Page) =>
  page.locator('audio').evaluate((a: HTMLAudioElement) => ({
    paused: a.paused,
    time: a.currentTime,
    rate: a.playbackRate,
    ready: a.readyState >= 1,
  }));

/**
 * Serves the first ~1.5 s of each narration of a module (16 kbit/s MP3: 2 KB a second), so
 * a continuous run through the module takes seconds, not minutes.
 */
async function shortNarration(page: Page, fullId: string) {
  await page.route(new RegExp(`/audio/en/modules/${fullId}/slide-\\d+\\.mp3$`), async (route) => {
    const file = new URL(route.request().url()).pathname;
    const body = readFileSync(`public${file}`).subarray(0, 3000);
    await route.fulfill({ status: 200, contentType: 'audio/mpeg', body });
  });
}

test.describe('narration player', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('continuous narration opens each next slide by itself and stops at the last', async ({ page }) => {
    await shortNarration(page, '7');
    await page.goto(moduleUrl('training', 7));
    await expect(slideCount(page)).toHaveText('Slide 1 of 5');
    await page.getByRole('checkbox', { name: 'Play narration continuously' }).check();
    await page.getByRole('button', { name: 'Play narration' }).click();
    for (let n = 2; n <= 5; n += 1) {
      await expect(slideCount(page)).toHaveText(`Slide ${n} of 5`, { timeout: 15_000 });
      await expect(page.locator('audio')).toHaveAttribute('src', `/audio/en/modules/7/slide-${n}.mp3`);
    }
    // The last narration plays to its end, then everything stays on the last slide.
    await expect(page.getByRole('button', { name: 'Play narration' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.ended)).toBe(true);
    await expect(slideCount(page)).toHaveText('Slide 5 of 5');
    await expect(page.getByRole('button', { name: 'Finish Module' })).toBeVisible();
    // Each slide opened this way counts as reached.
    await expect
      .poll(() => storedValue<Record<string, { slide: number }>>(page, 'toolkit.moduleProgress'))
      .toMatchObject({
        '7': { slide: 4 },
      });
  });

  test('a Play pressed as the next slide comes plays the new slide’s narration, not the leaving one’s', async ({ page }) => {
    await shortNarration(page, '7');
    await page.goto(moduleUrl('training', 7));
    await expect(slideCount(page)).toHaveText('Slide 1 of 5');
    await expect(page.getByRole('button', { name: 'Play narration' })).toBeVisible();
    // Next, then Play once the press's render has shown slide 2's number: the new slide's player
    // comes in a render of its own, a moment later, so this Play lands on slide 1's player.
    const pressedOn = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('.slide-controls .button--primary')!.click();
      await Promise.resolve();
      const count = document.querySelector('.slide-controls__count')!.textContent;
      const player = document.querySelector('audio')!.getAttribute('src');
      document.querySelector<HTMLButtonElement>('.narration-player__play')!.click();
      return { count, player };
    });
    expect(pressedOn).toEqual({ count: 'Slide 2 of 5', player: '/audio/en/modules/7/slide-1.mp3' });
    await expect(page.locator('audio')).toHaveAttribute('src', '/audio/en/modules/7/slide-2.mp3');
    await expect(page.getByRole('button', { name: 'Pause narration' })).toBeVisible();
    await expect.poll(() => audioState(page)).toMatchObject({ paused: false });
  });

  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`continuous slide changes animate only without reduced motion (${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await shortNarration(page, '7');
      await page.goto(moduleUrl('training', 7));
      const wrapper = page.locator('.swiper-wrapper');
      await expect(wrapper).toBeVisible();
      // The longest slide transition seen, in seconds.
      await wrapper.evaluate((el) => {
        const w = window as unknown as { longest: number };
        w.longest = 0;
        el.addEventListener('transitionrun', () => (w.longest = Math.max(w.longest, parseFloat(getComputedStyle(el).transitionDuration))));
      });
      await page.getByRole('checkbox', { name: 'Play narration continuously' }).check();
      await page.getByRole('button', { name: 'Play narration' }).click();
      await expect(slideCount(page)).toHaveText('Slide 2 of 5', { timeout: 15_000 });
      await page.getByRole('button', { name: 'Pause narration' }).click();
      const longest = () => page.evaluate(() => (window as unknown as { longest: number }).longest);
      if (reducedMotion === 'reduce') expect(await longest()).toBeLessThan(0.01);
      else await expect.poll(longest).toBeGreaterThanOrEqual(0.2);
    });
  }

  test('without continuous mode the narration stops at the end of its slide', async ({ page }) => {
    await shortNarration(page, '7');
    await page.goto(moduleUrl('training', 7));
    await page.getByRole('button', { name: 'Play narration' }).click();
    await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.ended), { timeout: 15_000 }).toBe(true);
    await expect(slideCount(page)).toHaveText('Slide 1 of 5');
  });

  test('a learner who moves on interrupts the continuous run', async ({ page }) => {
    await page.goto(moduleUrl('training', 7));
    await page.getByRole('checkbox', { name: 'Play narration continuously' }).check();
    await page.getByRole('button', { name: 'Play narration' }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(slideCount(page)).toHaveText('Slide 2 of 5');
    await expect(page.locator('audio')).toHaveAttribute('src', /slide-2\.mp3$/);
    // The newly opened slide waits for the learner.
    await expect.poll(async () => (await audioState(page)).ready).toBe(true);
    expect((await audioState(page)).paused).toBe(true);
  });

  test('the chosen speed applies to every slide and survives a reload', async ({ page }) => {
    await page.goto(moduleUrl('training', 7));
    const speed = page.getByLabel('Speed');
    await expect(speed).toHaveValue('1');
    await speed.selectOption({ label: '1.5×' });
    await expect.poll(async () => (await audioState(page)).rate).toBe(1.5);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.locator('audio')).toHaveAttribute('src', /slide-2\.mp3$/);
    await expect.poll(async () => (await audioState(page)).rate).toBe(1.5);
    await expect.poll(() => storedValue(page, 'toolkit.narration')).toEqual({ rate: 1.5, continuous: false });
    await page.reload();
    await expect(page.getByLabel('Speed')).toHaveValue('1.5');
    await expect.poll(async () => (await audioState(page)).rate).toBe(1.5);
  });

  test('leaving a slide mid-narration and coming back resumes where it was, also after a reload', async ({ page }) => {
    await page.goto(moduleUrl('training', 3));
    await expect.poll(async () => (await audioState(page)).ready).toBe(true);
    await page.getByRole('slider', { name: 'Position in the narration' }).fill('7');
    await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(7, 0);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.locator('audio')).toHaveAttribute('src', /slide-2\.mp3$/);
    await expect.poll(async () => (await audioState(page)).time).toBe(0);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(page.locator('audio')).toHaveAttribute('src', /slide-1\.mp3$/);
    await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(7, 0);
    // Played on from there; the place is kept across a reload too.
    await page.getByRole('button', { name: 'Play narration' }).click();
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(7.3);
    await page.getByRole('button', { name: 'Pause narration' }).click();
    const left = (await audioState(page)).time;
    await page.reload();
    // Reopening resumes at the furthest slide (2); the first slide's narration kept its place.
    await expect(slideCount(page)).toHaveText('Slide 2 of 11');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(left, 0);
    // Back 10 s from there.
    await page.getByRole('button', { name: 'Back 10 s' }).click();
    await expect.poll(async () => (await audioState(page)).time).toBe(0);
  });

  test('works by keyboard alone, is labelled, and axe finds nothing', async ({ page }) => {
    const text = moduleText('training', 7);
    await page.goto(moduleUrl('training', 7));
    const play = page.getByRole('button', { name: 'Play narration' });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Pause narration' })).toBeFocused();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Back 10 s' })).toBeFocused();
    await page.keyboard.press('Tab');
    const seek = page.getByRole('slider', { name: 'Position in the narration' });
    await expect(seek).toBeFocused();
    // Arrow keys on the slider seek the narration; they do not change the slide.
    await page.keyboard.press('ArrowRight');
    await expect(slideCount(page)).toHaveText('Slide 1 of 5');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Speed')).toBeFocused();
    // The speed changes from the keyboard and applies at once.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Speed')).toHaveValue('1.25');
    await expect.poll(async () => (await audioState(page)).rate).toBe(1.25);
    await page.keyboard.press('Tab');
    const continuous = page.getByRole('checkbox', { name: 'Play narration continuously' });
    await expect(continuous).toBeFocused();
    await page.keyboard.press('Space');
    await expect(continuous).toBeChecked();
    await page.getByText('Transcript').click();
    await expect(narration(page).getByText(text.slides[0].script)).toBeVisible();
    await expectNoAxeViolations(page, '.narration');
  });

  test('a slide video pauses the narration, which picks up after it in continuous mode', async ({ page }) => {
    await page.goto(moduleUrl('training', 3));
    await page.getByRole('button', { name: /^Slide 6:/ }).click();
    const video = page.locator('.slide-video video');
    await page.getByRole('checkbox', { name: 'Play narration continuously' }).check();
    await page.getByRole('button', { name: 'Play narration' }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    await page.getByRole('button', { name: /^Play video/ }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  });
});
