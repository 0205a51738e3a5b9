import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CorpusPack } from '../../src/features/pack-files/test-corpus';
import { storedPrefs } from './device';
import { expect, waitForLivePage } from './fixtures';
import { contentIndex, DIST } from './offline';

/*
 * Devices that move packs as files (tests/offline/pack-files*.spec.ts): each device is a browser
 * context of its own, with its own service worker and caches.
 */

export const MEDIA = /\/(images|audio|videos|pdfs)\//;

/** The promotional pack's real files from the build, for the pack-file corpus (test-corpus.ts). */
export function promotionalPack(): CorpusPack {
  const index = contentIndex();
  const files = index.sections.promotional.map((e) => ({ path: e.path, data: new Uint8Array(readFileSync(path.join(DIST, e.path))) }));
  return { lang: 'en', scope: 'promotional', contentVersion: index.version, files };
}

/** The offline page's control for adding a pack file. */
export const packFileInput = (page: Page) => page.getByLabel('Add a pack from a file');

/**
 * A save dialog that writes where the test can read it back: the File System Access API's own
 * writable stream, to the origin's private file system (a real streamed write; Playwright cannot
 * answer the browser's dialog).
 */
export async function saveDialogToPrivateFiles(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { showSaveFilePicker: unknown; savedPackFile?: string };
    w.showSaveFilePicker = async ({ suggestedName }: { suggestedName: string }) => {
      w.savedPackFile = suggestedName;
      return (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true });
    };
  });
}

/** The browser has no save dialog: the pack file is a download. */
export async function noSaveDialog(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => Object.defineProperty(window, 'showSaveFilePicker', { value: undefined }));
}

/** The file the save dialog wrote (saveDialogToPrivateFiles), read back from the page. */
export async function savedFile(page: Page): Promise<{ name: string; buffer: Buffer }> {
  const { name, base64 } = await page.evaluate(async () => {
    const fileName = (window as unknown as { savedPackFile: string }).savedPackFile;
    const file = await (await (await navigator.storage.getDirectory()).getFileHandle(fileName)).getFile();
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { name: fileName, base64: btoa(binary) };
  });
  return { name, buffer: Buffer.from(base64, 'base64') };
}

/** A fresh device: its own context (service worker, caches, storage), media from the network refused. */
export async function deviceWithoutMediaNetwork(browser: Browser, userAgent: string, baseURL: string) {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 }, userAgent, baseURL });
  const refused: string[] = [];
  await context.route(MEDIA, (route) => {
    refused.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  return { context, page: await context.newPage(), refused };
}

export async function expectImageRendered(img: Locator) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

/** A media element plays from the cache and seeks (range requests answered by the worker). */
export async function expectPlays(media: Locator) {
  await waitForLivePage(media.page());
  await media.evaluate(async (el: HTMLMediaElement) => {
    el.muted = true;
    await el.play();
    el.currentTime = Math.min(1, el.duration / 2);
  });
  await expect.poll(() => media.evaluate((el: HTMLMediaElement) => !el.error && el.readyState >= 2 && el.currentTime > 0.2)).toBe(true);
  await media.evaluate((el: HTMLMediaElement) => el.pause());
}

/** Every cached media file with its bytes' sha256, the pack choices stored, and what each pack card says: read back from the page. */
export async function deviceState(page: Page) {
  const { files, statuses } = await page.evaluate(async () => {
    const cache = await caches.open('toolkit-media');
    const out: Record<string, string> = {};
    for (const request of await cache.keys()) {
      const data = await (await cache.match(request))!.arrayBuffer();
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
      out[new URL(request.url).pathname] = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
    }
    const cards = [...document.querySelectorAll('.offline-card')].map((card) => card.querySelector('[role=status]')?.textContent ?? '');
    return { files: out, statuses: cards };
  });
  return { files, statuses, prefs: await storedPrefs(page) };
}
