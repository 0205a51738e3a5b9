import { expect } from 'vitest';
import { content } from '../../src/content/en/index';
import { byCss, byRole } from '../harness/locate';
import { waitFor } from '../harness/page';
import { engineSuite } from '../harness/suite';
import { signIn, waitForSectionSettled } from './steps';

const { test } = engineSuite();

const module4 = content.modules['4'];
const dialog = byRole('dialog', 'Search the toolkit');
const field = byRole('combobox', 'Search the toolkit', { within: dialog });
const modules = byRole('group', 'Modules', { within: dialog });

test('search: a typo finds the document, closing returns focus, a narration phrase opens its slide', async ({ page }) => {
  await signIn(page);
  await waitForSectionSettled(page);

  // The module worker, the native dialog and the combobox, in this engine.
  await page.click(byRole('button', 'Search', { within: byRole('banner') }));
  await waitFor(
    'the search field to have focus',
    () => page.evaluate(() => document.activeElement?.getAttribute('role') ?? null),
    (r) => r === 'combobox',
  );
  await page.fill(field, 'elegibility');
  await page.expectText(byRole('status', undefined, { within: dialog }), /^\d+ results?$/);
  await page.expectText(byRole('option', undefined, { within: byRole('group', 'Resources', { within: dialog }) }), /Eligibility criteria/i);

  // Closing gives focus back to the Search button.
  await page.click(byRole('button', 'Close', { within: dialog }));
  await page.waitForHidden(dialog);
  const focused = await page.evaluate(() => document.activeElement?.textContent ?? null);
  expect(focused, 'focus back on the header button').toBe('Search');

  // A slide opens in the section the learner is in (training here).
  await page.goto('/toolkit/en/training');
  await page.expectText(byRole('heading', undefined, { level: 1 }), content.sections.training.title);
  await page.click(byRole('button', 'Search', { within: byRole('banner') }));
  await page.fill(field, 'think of yourself as a coach');
  await page.expectText(byRole('option', undefined, { within: modules }), new RegExp(module4.slides[1].title));
  await page.click(byRole('option', undefined, { within: modules }));
  await page.waitForPath('/toolkit/en/training/module/4/slides');
  expect(await page.evaluate(() => location.search)).toBe('?slide=2');
  await page.expectText(byCss('.slide-controls__count'), `Slide 2 of ${module4.slides.length}`);
});
