import { badPackFiles } from '../../src/features/pack-files/test-corpus';
import { expect, test } from '../support/fixtures';
import { contentIndex, offlinePageWithoutCore, packItem } from '../support/offline';
import { deviceState, packFileInput, promotionalPack } from '../support/pack-files';

/*
 * The bad-file corpus (src/features/pack-files/test-corpus.ts, generated from the promotional
 * pack's real files): each file is refused with its own message, and the device's media cache
 * (every file and its sha256) and pack state (choices stored, what each pack says) are the same
 * after as before, read back from the page.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });

const MESSAGES: Record<string, string> = {
  empty: 'This file is empty.',
  notZip: 'This is not a pack file: it is not a ZIP file.',
  truncated: 'This pack file is incomplete: it was probably cut off while it was copied.',
  corrupt: 'A file in this pack file is damaged: its contents do not match its checksum.',
  outsidePack: 'This pack file names files outside the pack (such as ../), so it was not read.',
  manifestMismatch: 'This pack file’s list of contents does not match the files in it',
  bomb: 'A file in this pack file holds more data than it declares, so it was not read.',
  notOurs: 'This ZIP file was not saved by the Operational Toolkit, so it holds no pack.',
  tooLarge: 'This file is far larger than the pack it says it holds, so it was not read.',
};

test('every bad pack file is refused with its message and changes nothing on the device', async ({ page }) => {
  test.setTimeout(180_000);
  const cases = await badPackFiles(promotionalPack());
  await offlinePageWithoutCore(page);
  // A device holding part of the pack the files claim to be: a file wrongly added would show.
  const kept = contentIndex()
    .sections.promotional.slice(0, 3)
    .map((e) => e.path);
  await page.evaluate(async (paths) => {
    const cache = await caches.open('toolkit-media');
    for (const p of paths) await cache.put(new URL(p, location.href).href, await fetch(p));
  }, kept);
  await page.reload();
  const promotional = packItem(page, 'Promotional resources');
  await expect(promotional.getByRole('status').first()).toHaveText('Partly available offline');
  const before = await deviceState(page);
  // Of the pack, only these: the section page seen at sign-in may have had its captions cached on
  // use by the worker (core files, kept or not depending on when the core pack was cancelled).
  const promotionalPaths = new Set(contentIndex().sections.promotional.map((e) => e.path));
  expect(
    Object.keys(before.files)
      .filter((p) => promotionalPaths.has(p))
      .sort(),
  ).toEqual([...kept].sort());

  for (const bad of cases) {
    await test.step(bad.label, async () => {
      await packFileInput(page).setInputFiles({ name: `${bad.name}.zip`, mimeType: 'application/zip', buffer: Buffer.from(bad.bytes) });
      const alert = page.locator('.pack-files [role=alert]');
      await expect(alert).toContainText(MESSAGES[bad.error]);
      await expect(alert).toContainText('Nothing was changed.');
      expect(await deviceState(page), `${bad.label}: media cache and pack state`).toEqual(before);
    });
  }
});
