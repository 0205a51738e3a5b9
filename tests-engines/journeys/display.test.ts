import { expect } from 'vitest';
import { byRole } from '../harness/locate';
import { waitFor, type EnginePage } from '../harness/page';
import { engineSuite } from '../harness/suite';
import { moduleUrl, slideCount } from './module-steps';
import { signIn } from './steps';

const { test } = engineSuite();

const dialog = byRole('dialog', 'Display');

/** What the page shows: the theme, the root's text size and background. */
const shown = (page: EnginePage) =>
  page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return { theme: document.documentElement.getAttribute('data-theme'), size: root.fontSize, background: root.backgroundColor };
  });

const DARK_150 = { theme: 'dark', size: '24px', background: 'rgb(17, 23, 27)' };

test('display settings: dark and 150 % apply at once and hold through a reload and on the next page', async ({ page }) => {
  await signIn(page);
  await page.click(byRole('button', 'Display', { within: byRole('banner') }));
  await page.check(byRole('radio', '150 %', { within: dialog }));
  await page.check(byRole('radio', 'Dark', { within: dialog }));
  await waitFor(
    'dark at 150 %',
    () => shown(page),
    (s) => s.theme === 'dark' && s.size === '24px',
  );
  await page.click(byRole('button', 'Done', { within: dialog }));
  await page.waitForHidden(dialog);

  await page.reload();
  await page.find(byRole('heading', 'Implementation resources', { level: 1 }));
  expect(await shown(page), 'after the reload').toEqual(DARK_150);
  await page.goto(moduleUrl('training', 1, 'slides'));
  await page.expectText(slideCount, 'Slide 1 of 6');
  expect(await shown(page), 'on a module page').toEqual(DARK_150);
});
