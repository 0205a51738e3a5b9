/**
 * The screenshots of docs/product.md's "People on a shared tablet" (docs/images/people-*.png),
 * taken from the production build: `npm run build && tsx scripts/people-screenshots.ts`.
 */
import type { Page } from '@playwright/test';
import { withSignedInPage } from './signed-in-session';

const PORT = Number(process.env.PORT ?? 4790);

async function addPerson(page: Page, name: string, first?: string, pin?: string) {
  await page.getByRole('button', { name: /^(Person using the toolkit: .+|People)$/ }).click();
  await page.getByRole('button', { name: 'Add a person', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a person' });
  if (first) await dialog.getByLabel('Name of the person who has been using this device').fill(first);
  await dialog.getByLabel(first ? 'Name of the new person' : 'Name', { exact: true }).fill(name);
  if (pin) await dialog.getByLabel('PIN (optional, 4 digits)').fill(pin);
  return dialog;
}

await withSignedInPage(PORT, { viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' }, async (page) => {
  const dialog = await addPerson(page, 'Bea Martin', 'Ana Lopez', '2468');
  await page.screenshot({ path: 'docs/images/people-add.png' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /^Person using the toolkit/ }).click();
  await page.getByRole('button', { name: 'Switch person' }).click();
  await page.getByRole('heading', { name: 'Who is using the toolkit?' }).waitFor();
  await page.screenshot({ path: 'docs/images/people-picker.png' });
  await page.getByRole('button', { name: /^Bea Martin/ }).click();
  await page.getByLabel('PIN for Bea Martin').fill('1111');
  await page.getByLabel('PIN for Bea Martin').press('Enter');
  await page.getByRole('alert').waitFor();
  await page.screenshot({ path: 'docs/images/people-pin.png' });
});
