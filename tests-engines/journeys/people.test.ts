import { byLabel, byRole } from '../harness/locate';
import { waitFor, type EnginePage } from '../harness/page';
import { engineSuite } from '../harness/suite';
import { moduleUrl, slideCount } from './module-steps';
import { signIn } from './steps';

const { test } = engineSuite();

const addDialog = byRole('dialog', 'Add a person');
const personMenu = (name: string) => byRole('button', `Person using the toolkit: ${name}`);

async function nextSlides(page: EnginePage, count: number, to: string) {
  for (let i = 0; i < count; i += 1) await page.click(byRole('button', /^Next slide/));
  await page.expectText(slideCount, to);
}

/** "Switch person" from the header, then the person's button on the picker. */
async function switchTo(page: EnginePage, from: string, to: string) {
  await page.click(personMenu(from));
  await page.click(byRole('button', 'Switch person'));
  await page.find(byRole('heading', 'Who is using the toolkit?'));
  // The name joins the button's spans as they are laid out (blocks): this finder adds no space.
  await page.click(byRole('button', new RegExp(`^${to} ?\\d+ of \\d+ modules finished$`)));
  await page.find(personMenu(to));
}

test('a shared tablet: add a person, switch, each keeps their own slide through a reload', async ({ page }) => {
  await signIn(page);
  await page.click(byRole('button', 'People'));
  await page.click(byRole('button', 'Add a person'));
  await page.fill(byLabel('Name of the person who has been using this device', addDialog), 'Ana');
  await page.fill(byLabel('Name of the new person', addDialog), 'Bea');
  await page.click(byRole('button', 'Add', { within: addDialog }));
  await page.find(personMenu('Ana'));

  await page.goto(moduleUrl('training', 1, 'slides'));
  await page.expectText(slideCount, 'Slide 1 of 6');
  await nextSlides(page, 2, 'Slide 3 of 6');

  await switchTo(page, 'Ana', 'Bea');
  await page.goto(moduleUrl('training', 1, 'slides'));
  await page.expectText(slideCount, 'Slide 1 of 6');
  await nextSlides(page, 1, 'Slide 2 of 6');
  await page.reload();
  await page.find(personMenu('Bea'));
  await page.expectText(slideCount, 'Slide 2 of 6');

  await switchTo(page, 'Bea', 'Ana');
  await page.goto(moduleUrl('training', 1, 'slides'));
  await page.expectText(slideCount, 'Slide 3 of 6');

  // The tab names the complete modules of its person (none of Ana's yet), which a reload keeps: a
  // module's address without its stage goes on to her slides.
  await waitFor(
    'the tab to name Ana’s complete modules',
    () => page.evaluate(() => sessionStorage.getItem('toolkit.paintHints')),
    (hint) => hint === '{"complete":[]}',
  );
  await page.goto(moduleUrl('training', 1));
  await page.waitForPath(moduleUrl('training', 1, 'slides'));
  await page.expectText(slideCount, 'Slide 3 of 6');
});
