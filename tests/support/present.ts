/** Shared steps of the presentation specs. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { moduleText, moduleUrl } from './modules';
import { deviceStateInPage } from './stored-in-page';

/** Training module 7: five slides, none with a clip. */
export const TYPE = 'training';
export const POSITION = 7;
export const text = moduleText(TYPE, POSITION);
export const COUNT = text.slides.length;

export const presentUrl = (n: number) => new RegExp(`/toolkit/en/${TYPE}/present/${POSITION}/${n}$`);
export const slidesUrl = (n: number) => `${moduleUrl(TYPE, POSITION, 'slides')}?slide=${n}`;

export const presentation = (page: Page) => page.getByRole('region', { name: `Presentation: ${text.title}` });
export const liveRegion = (page: Page) => presentation(page).locator('[aria-live="polite"]');

/** The slide image shown, once the browser has decoded it. */
export async function expectSlideImage(page: Page, n: number) {
  const image = presentation(page).getByRole('img');
  await expect(image).toHaveAttribute('src', new RegExp(`/slide-${n}\\.svg$`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** Opens the module's slides at slide n, then presents them with the Present button. */
export async function presentFrom(page: Page, n: number) {
  await page.goto(slidesUrl(n));
  await expect(page.getByText(`Slide ${n} of ${COUNT}`)).toBeVisible();
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(page).toHaveURL(presentUrl(n));
  // Focused once mounted: from then on its keys listener is there.
  await expect(presentation(page)).toBeFocused();
}

/** Everything the app keeps on the device: IndexedDB's "toolkit" store and localStorage, as text. */
export function storedOnDevice(page: Page): Promise<string> {
  return page.evaluate(deviceStateInPage);
}

/**
 * What the device keeps once the module page's own writes (last visit, paint hints) are stored
 * and their journal entries cleared: the journal is a write on its way, not a state to compare.
 */
export async function settledOnDevice(page: Page): Promise<string> {
  // The state the poll accepted: a second read could catch a later write on its way.
  let settled = '';
  await expect
    .poll(async () => {
      settled = await storedOnDevice(page);
      return settled.includes('toolkit.lastVisit') && !settled.includes('toolkit.syncJournal');
    })
    .toBe(true);
  return settled;
}

export const presenterUrl = new RegExp(`/toolkit/en/${TYPE}/present/${POSITION}/presenter$`);
export const questionUrl = (q: number) => new RegExp(`/toolkit/en/${TYPE}/present/${POSITION}/q${q}$`);
export const presenterView = (page: Page) => page.getByRole('region', { name: `Presenter view: ${text.title}` });

/** Opens the presenter view from the presentation's button: a pop-up window of the same context. */
export async function openPresenterPopup(page: Page): Promise<Page> {
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open presenter view' }).click(),
  ]);
  await expect(popup).toHaveURL(presenterUrl);
  await expect(presenterView(popup)).toBeFocused();
  return popup;
}
