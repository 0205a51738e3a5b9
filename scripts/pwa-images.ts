/**
 * Regenerates the install images (committed under public/):
 *   npm run pwa:images                 icons from the logo mark (no server needed)
 *   npm run pwa:images -- --screenshots  also the manifest screenshots of the
 *                                      training page, from a running build
 *                                      (BASE_URL, default http://localhost:4173)
 * Rendering is Debian's Chromium through Playwright, so the output is reproducible.
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MOCK_CODES } from '../mocks/codes';

const PUBLIC = path.resolve('public');
const BRAND = '#0b4f6c';

/** The logo mark (src/components/layout/Logo.tsx) without its background, 48×48 units. */
const MARK = `
  <path d="M12 31c6-1 9-5 12-11s7-9 12-9" stroke="#9fe2bf" stroke-width="4" fill="none" stroke-linecap="round"/>
  <circle cx="14" cy="34" r="4" fill="#fff"/>
  <circle cx="36" cy="12" r="4" fill="#fff"/>`;

/**
 * any: the rounded tile as in the header; maskable and Apple: a full-bleed tile
 * with the mark inside the safe zone (the OS applies its own mask and corners).
 */
function iconSvg(size: number, variant: 'any' | 'full' | 'maskable'): string {
  const scale = variant === 'maskable' ? 0.62 : variant === 'full' ? 0.8 : 1;
  const offset = (48 - 48 * scale) / 2;
  const tile =
    variant === 'any' ? `<rect width="48" height="48" rx="10" fill="${BRAND}"/>` : `<rect width="48" height="48" fill="${BRAND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">${tile}
    <g transform="translate(${offset} ${offset + 0.5}) scale(${scale})">${MARK}</g></svg>`;
}

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, variant: 'any' },
  { file: 'icons/icon-512.png', size: 512, variant: 'any' },
  { file: 'icons/maskable-512.png', size: 512, variant: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, variant: 'full' },
] as const;

async function renderIcons(browser: Browser) {
  await mkdir(path.join(PUBLIC, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${iconSvg(icon.size, icon.variant)}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(PUBLIC, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote public/${icon.file}`);
  }
}

const SCREENSHOTS = [
  { file: 'screenshots/wide.png', width: 1280, height: 800 },
  { file: 'screenshots/narrow.png', width: 768, height: 1024 },
] as const;

async function renderScreenshots(browser: Browser, baseURL: string) {
  await mkdir(path.join(PUBLIC, 'screenshots'), { recursive: true });
  for (const shot of SCREENSHOTS) {
    const context = await browser.newContext({ baseURL, viewport: { width: shot.width, height: shot.height } });
    const page = await context.newPage();
    await page.goto('/toolkit/en');
    await page.getByLabel('Service code').fill(MOCK_CODES.training);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.waitForURL(/\/implementation$/);
    await page.goto('/toolkit/en/training');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The state a returning user sees: slides, narration and documents already saved.
    await page.getByRole('link', { name: 'Available offline' }).waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(PUBLIC, shot.file) });
    await context.close();
    console.log(`wrote public/${shot.file}`);
  }
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
  try {
    await renderIcons(browser);
    if (process.argv.includes('--screenshots')) {
      await renderScreenshots(browser, process.env.BASE_URL ?? 'http://localhost:4173');
    }
  } finally {
    await browser.close();
  }
}

void main();
