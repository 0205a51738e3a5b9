import { expect } from 'vitest';
import { MOCK_CODES } from '../../mocks/codes';
import { byLabel, byRole } from '../harness/locate';
import { waitFor, type EnginePage } from '../harness/page';
import { engineSuite } from '../harness/suite';
import { moduleText, moduleUrl, slideCount } from './module-steps';

// A navigation returns at once: with the app's scripts held, the page never finishes loading.
const { test } = engineSuite({ pageLoad: 'none' });

/** Whether the live app has started on the page (src/app/start.ts marks <html>). */
const appStarted = (page: EnginePage) => page.evaluate(() => document.documentElement.hasAttribute('data-app-started'));

test('the service code typed and SUBMIT pressed before the app is there: signed in once the app comes', async ({ page, mockApi }) => {
  await mockApi.holdScripts(true);
  try {
    await page.goto('/toolkit/en');
    await page.fill(byLabel('Service code'), MOCK_CODES.organisation);
    await page.click(byRole('button', 'SUBMIT'));
    expect(await appStarted(page), 'pressed on the prerendered entry screen').toBe(false);
  } finally {
    await mockApi.holdScripts(false);
  }
  await page.waitForPath('/toolkit/en/implementation');
  await page.expectText(byRole('heading', undefined, { level: 1 }), 'Implementation resources');
  const id = await waitFor('the session id in storage', () => page.stored<string>('toolkit.id'));
  expect(id).toMatch(/^mock-/);
});

test('Next pressed on a module page before the app is there moves to slide 2, once', async ({ page, mockApi }) => {
  const slides = moduleText('training', 4).slides.length;
  await mockApi.holdScripts(true);
  try {
    await page.goto(moduleUrl('training', 4, 'slides'));
    await page.click(byRole('button', 'Next slide'));
    expect(await appStarted(page), 'pressed on the prerendered module page').toBe(false);
  } finally {
    await mockApi.holdScripts(false);
  }
  await waitFor('the app to start', () => appStarted(page), Boolean);
  await page.expectText(slideCount, `Slide 2 of ${slides}`);
  // Made once: nothing is left to press, and the page is still on slide 2.
  await waitFor(
    'the held presses to be made',
    () => page.evaluate(() => window.toolkitHeldPresses?.length ?? 0),
    (n) => n === 0,
  );
  await page.expectText(slideCount, `Slide 2 of ${slides}`);
});
