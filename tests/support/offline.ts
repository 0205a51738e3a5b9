import type { BrowserContext, Page } from '@playwright/test';
import type { ContentIndex, IndexEntry } from '../../src/content/types';
import { expect, signIn } from './fixtures';

export { contentIndex, DIST } from './dist';

const TRAINING_MODULES = ['1-training', '2', '3', '4', '5', '6-training', '7'] as const;

/**
 * The training pack as the spec defines it, computed here independently of the
 * app: the section's files and its modules' files, each path once; videos in
 * the one format Chromium plays (WebM is the first <source>).
 */
export function trainingPack(index: ContentIndex): IndexEntry[] {
  const byPath = new Map<string, IndexEntry>();
  for (const e of [...index.sections.training, ...TRAINING_MODULES.flatMap((id) => index.modules[id])]) {
    byPath.set(e.path, e);
  }
  for (const p of [...byPath.keys()]) {
    if (p.endsWith('.mp4') && byPath.has(p.replace(/\.mp4$/, '.webm'))) byPath.delete(p);
  }
  return [...byPath.values()];
}

export const sum = (entries: IndexEntry[]) => entries.reduce((n, e) => n + e.bytes, 0);

/** Waits until the service worker controls the page (it claims clients on first install). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/**
 * Opens the offline page from the header, as a user does: the page stays, so a download that
 * started after sign-in goes on. A page.goto would cut it mid-file and the next page would only
 * resume it after the background delay, which makes byte counts and timings depend on the load.
 */
export async function openOfflineFromHeader(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /offline/i })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offline content' })).toBeVisible();
}

/** A pack's item on the offline page, by its heading. */
export const packItem = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * Signed in with the organisation code, on the offline page, with the automatic core pack
 * declined (tests/support/device.ts): only the pack under test downloads.
 */
export async function offlinePageWithoutCore(page: Page): Promise<void> {
  await signIn(page);
  await waitForServiceWorker(page);
  await openOfflineFromHeader(page);
  const core = packItem(page, 'Slides, narration and documents');
  await expect(core.getByRole('button', { name: 'Make available offline' })).toBeVisible();
}

/**
 * Offline for the page and for the service worker: setOffline alone does not
 * cover requests the worker makes, so those are aborted as a lost connection.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

export async function expectNavigationWorks(page: Page, url: string, heading: RegExp | string) {
  const response = await page.goto(url);
  expect(response?.fromServiceWorker(), `${url} answered by the service worker`).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}
