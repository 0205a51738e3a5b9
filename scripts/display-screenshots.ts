/**
 * The screenshots of docs/accessibility.md (docs/screenshots/display-*.png): each page at 200 %
 * text in the dark theme, 820 px wide (a tablet held upright), taken from the production build:
 * `npm run build && tsx scripts/display-screenshots.ts`. The settings are chosen in the Display
 * dialog, as a reader would.
 */
import type { Page } from '@playwright/test';
import { withSignedInPage } from './signed-in-session';

const PORT = Number(process.env.PORT ?? 4796);

const PAGES: [string, string][] = [
  ['implementation', '/toolkit/en/implementation'],
  ['training', '/toolkit/en/training'],
  ['promotional', '/toolkit/en/promotional'],
  ['module-slides', '/toolkit/en/training/module/1/slides'],
  ['module-summary', '/toolkit/en/training/module/1/summary'],
  ['module-quiz', '/toolkit/en/training/module/1/quiz'],
  ['offline', '/toolkit/en/offline'],
  ['progress', '/toolkit/en/progress'],
  ['contact', '/contactform'],
];

/** The live page, settled: no prerendered copy left, fonts and images loaded. */
async function settled(page: Page) {
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('.prerendered'));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

await withSignedInPage(
  PORT,
  { viewport: { width: 820, height: 1180 }, serviceWorkers: 'block', reducedMotion: 'reduce' },
  async (page, base) => {
    await page.getByRole('button', { name: 'Display', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Display' });
    await dialog.getByLabel('200 %').check();
    await dialog.getByLabel('Dark', { exact: true }).check();
    // Checking the theme scrolled the dialog's overlay (the dialog is taller than the screen at 200 %): show it from its title.
    await dialog.evaluate((el: Element) => {
      for (let box: Element | null = el; box; box = box.parentElement) box.scrollTop = 0;
    });
    await page.screenshot({ path: 'docs/screenshots/display-dialog.png' });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    for (const [name, url] of PAGES) {
      await page.goto(`${base}${url}`);
      await settled(page);
      // The header alone fills the first screen at 200 %: show the page down to two screens' worth.
      const height = await page.evaluate(() => Math.min(document.documentElement.scrollHeight, 2360));
      await page.screenshot({ path: `docs/screenshots/display-${name}.png`, fullPage: true, clip: { x: 0, y: 0, width: 820, height } });
    }
  },
);
