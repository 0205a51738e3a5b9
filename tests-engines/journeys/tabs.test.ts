import { expect } from 'vitest';
import { byRole } from '../harness/locate';
import { waitFor, type EnginePage } from '../harness/page';
import { engineSuite } from '../harness/suite';
import { moduleUrl, slideCount } from './module-steps';
import { signIn } from './steps';

const { test } = engineSuite();

type Stored = Record<string, { slide: number }>;

/** The summary's seven bars, as the percentages they announce. */
const bars = (page: EnginePage) =>
  page.evaluate(() => [...document.querySelectorAll('[role=progressbar]')].map((b) => b.getAttribute('aria-valuenow')));

async function next(page: EnginePage, to: string) {
  await page.click(byRole('button', /^Next slide/));
  await page.expectText(slideCount, to);
}

test('two windows: a slide in each module, reload, both kept', async ({ page }) => {
  await signIn(page);
  const other = await page.openWindow();
  await page.goto(moduleUrl('training', 1, 'slides'));
  await page.expectText(slideCount, 'Slide 1 of 6');
  await next(page, 'Slide 2 of 6');
  await other.goto(moduleUrl('training', 2, 'slides'));
  await other.expectText(slideCount, 'Slide 1 of 7');
  await next(other, 'Slide 2 of 7');
  await next(other, 'Slide 3 of 7');
  await next(page, 'Slide 3 of 6');

  await waitFor(
    'both modules in the stored progress',
    () => page.stored<Stored>('toolkit.moduleProgress'),
    (p) => p?.['1-training']?.slide === 2 && p['2']?.slide === 2,
  );
  await page.reload();
  await page.goto(moduleUrl('training', 1, 'summary'));
  await page.find(byRole('heading', 'Module summary'));
  const percent = (slide: number, count: number) => String(Math.round((slide / count) * 100));
  const kept = await waitFor(
    'seven bars',
    () => bars(page),
    (b) => b.length === 7,
  );
  expect(kept.slice(0, 2), 'module 1 and module 2 after the reload').toEqual([percent(2, 6), percent(2, 7)]);
});
