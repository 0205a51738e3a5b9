import { expect, type Page } from '@playwright/test';
import { MOCK_CODES } from '../../mocks/codes';
import type { Lang } from '../../src/content/types';
import { packEntries, packKey, type PackScope } from '../../src/features/packs/packs';
import type { PackPrefs } from '../../src/features/packs/pack-prefs';
import { API_PATHS } from '../../src/lib/api-paths';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { MEDIA_CACHE, SHA_HEADER } from '../../sw/shared';
import { contentIndex } from './dist';
import { putStored } from './stored';

/** The pack choices stored on the device, where the app keeps them (localStorage); null: it never chose. */
export async function storedPrefs(page: Page): Promise<PackPrefs | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as PackPrefs | null, STORAGE_KEYS.packs);
}

/** Stores the pack choices as the app does, from a page of the origin (the next load reads them). */
export async function putPackPrefs(page: Page, prefs: PackPrefs): Promise<void> {
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [STORAGE_KEYS.packs, JSON.stringify(prefs)]);
}

/*
 * What a test is not about, set directly as the app would leave it: a signed-in device, a pack on
 * the device. The UI paths that make them keep their own tests (entry.spec, offline.spec,
 * field-downloads.spec); everything else starts from here, without carrying a sign-in through the
 * entry screen or a 6 MB download it does not look at.
 */

/** A page of the origin that runs none of the app: storage is written from here before it starts. */
const BLANK = '/contactform';

export interface DeviceOptions {
  /**
   * The automatic core pack: 'declined' (the default) stores it as not wanted, so no background
   * download runs under the test; 'auto' leaves the device as a first sign-in does (it downloads
   * 6 s after the app starts, as a test of that download wants).
   */
  corePack?: 'declined' | 'auto';
}

/**
 * A device signed in with `code` before the test: the session id from the mock API's own
 * sign-in, stored where the app keeps it, then the implementation section opened, as after a
 * sign-in. Returns the session id.
 */
export async function signedInDevice(page: Page, code: string = MOCK_CODES.organisation, { corePack = 'declined' }: DeviceOptions = {}) {
  const answer = await page.request.post(API_PATHS.validateCode, { data: { code } });
  expect(answer.ok(), `the mock API accepts ${code}`).toBe(true);
  const { id } = ((await answer.json()) as { data: { id: string } }).data;
  await page.goto(BLANK);
  await putStored(page, { 'toolkit.id': id, 'toolkit.lang': 'en' });
  // Pack choices the test stored already (a pack on the device, a paused one) stand as they are.
  if (corePack === 'declined' && (await storedPrefs(page)) === null) await putPackPrefs(page, { wanted: { 'en:core': false }, paused: {} });
  await page.goto('/toolkit/en/implementation');
  await expect(page.getByRole('heading', { level: 1, name: /implementation/i })).toBeVisible();
  return id;
}

/**
 * A pack already on the device, as a finished download leaves it: every file of the pack in the
 * media cache with the sha256 it was verified against, and the pack wanted. Written from a page of
 * the origin before the app starts (the next load finds it complete); the bytes are the build's own,
 * served by the test's server.
 */
export async function packOnDevice(page: Page, scope: PackScope, lang: Lang = 'en'): Promise<void> {
  // Chromium plays WebM, the first <source>: the format the app keeps.
  const files = packEntries(contentIndex(lang), scope, 'webm').map(({ path, sha256 }) => ({ path, sha256 }));
  if (new URL(page.url(), 'http://x').pathname !== BLANK) await page.goto(BLANK);
  await page.evaluate(
    async ({ files, cacheName, shaHeader }) => {
      const cache = await caches.open(cacheName);
      for (const { path, sha256 } of files) {
        const response = await fetch(path);
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        const body = await response.arrayBuffer();
        const headers = { 'Content-Type': response.headers.get('Content-Type') ?? '', 'Content-Length': String(body.byteLength) };
        await cache.put(new URL(path, location.href).href, new Response(body, { headers: { ...headers, [shaHeader]: sha256 } }));
      }
    },
    { files, cacheName: MEDIA_CACHE, shaHeader: SHA_HEADER },
  );
  const prefs = (await storedPrefs(page)) ?? { wanted: {}, paused: {} };
  await putPackPrefs(page, { ...prefs, wanted: { ...prefs.wanted, [packKey(lang, scope)]: true } });
}
