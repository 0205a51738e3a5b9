import { byCss, byRole } from '../harness/locate';
import type { EnginePage } from '../harness/page';
import { engineSuite } from '../harness/suite';
import { moduleText, moduleUrl, slideCount } from './module-steps';
import { signIn } from './steps';

const { test } = engineSuite();

const count = moduleText('training', 7).slides.length;
const presentPath = (n: number) => `/toolkit/en/training/present/7/${n}`;
const position = byCss('.presenter__position');

/**
 * A presenter's key, as the document hears it. WebKit's WebDriver and Firefox's BiDi client
 * name special keys differently; the presentation listens on the document, so this is the
 * same path a clicker's key takes once it reaches the page.
 */
const press = (page: EnginePage, key: string) =>
  page.evaluate((k: string) => void document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })), key);

test('present a module, next slide, the presenter view in a second window in step both ways, leave', async ({ page }) => {
  await signIn(page);
  await page.goto(moduleUrl('training', 7, 'slides'));
  await page.expectText(slideCount, `Slide 1 of ${count}`);
  await page.click(byRole('button', 'Present'));
  await page.waitForPath(presentPath(1));
  await page.find(byRole('region', /^Presentation: /));
  await press(page, 'ArrowRight');
  await page.waitForPath(presentPath(2));

  // The presenter view at its own address, in a second window: it asks where the presentation is.
  const presenter = await page.openWindow();
  await presenter.goto('/toolkit/en/training/present/7/presenter');
  await presenter.expectText(position, `Slide 2 of ${count}`);
  // Its Next moves the presentation; the presentation's ← moves it back.
  await presenter.click(byRole('button', 'Next', { within: byRole('region', /^Presenter view: /) }));
  await page.waitForPath(presentPath(3));
  await presenter.expectText(position, `Slide 3 of ${count}`);
  await press(page, 'ArrowLeft');
  await page.waitForPath(presentPath(2));
  await presenter.expectText(position, `Slide 2 of ${count}`);

  await press(page, 'Escape');
  // Back to the page and slide the presentation was opened from.
  await page.waitForPath('/toolkit/en/training/module/7/slides');
  await page.expectText(slideCount, `Slide 1 of ${count}`);
});
