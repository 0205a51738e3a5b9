/**
 * The screenshots of docs/product.md's "People on a shared tablet" (docs/images/people-*.png),
 * taken from the production build: `npm run build && tsx scripts/people-screenshots.ts`.
 */
import { spawn } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { MOCK_CODES } from '../mocks/codes';

const PORT = Number(process.env.PORT ?? 4790);
const base = `http://localhost:${PORT}`;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    if (
      await fetch(`${base}/toolkit`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the local server did not start');
}

async function addPerson(page: Page, name: string, first?: string, pin?: string) {
  await page.getByRole('button', { name: /^(Person using the toolkit: .+|People)$/ }).click();
  await page.getByRole('button', { name: 'Add a person', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a person' });
  if (first) await dialog.getByLabel('Name of the person who has been using this device').fill(first);
  await dialog.getByLabel(first ? 'Name of the new person' : 'Name', { exact: true }).fill(name);
  if (pin) await dialog.getByLabel('PIN (optional, 4 digits)').fill(pin);
  return dialog;
}

const server = spawn('node_modules/.bin/tsx', ['mocks/server.ts'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  await page.goto(`${base}/toolkit/en`);
  await page.getByLabel('Service code').fill(MOCK_CODES.organisation);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.waitForURL(/implementation$/);
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
  await browser.close();
} finally {
  server.kill();
}
