import type { Page } from '@playwright/test';
import { goodPackZip } from '../../src/features/pack-files/test-corpus';
import { expect, test } from '../support/fixtures';
import { promotionalPack } from '../support/pack-files';
import { offlinePageWithoutCore, packItem } from '../support/offline';

/*
 * The offline page's other ways in and out for a pack file: a file dropped anywhere on the page is
 * read as a chosen one is, and a pack the device holds whole goes to the share sheet (iPad,
 * Android) where the browser can share files. navigator.share is the browser's and opens a system
 * sheet a test cannot press, so it is stood in for by one that records what it was given.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });

const PROMOTIONAL = 'Promotional resources';

/** Drags a file over the page and drops it, as a file manager does (the page's own DataTransfer). */
async function dropFile(page: Page, name: string, bytes: Uint8Array) {
  const transfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], name, { type: 'application/zip' }));
      return dt;
    },
    { name, base64: Buffer.from(bytes).toString('base64') },
  );
  // A person drops once the page says it takes a drop (the panel that listens comes with its words).
  await expect(page.getByText('Or drop the pack file onto this page.')).toBeVisible();
  const body = page.locator('body');
  await body.dispatchEvent('dragenter', { dataTransfer: transfer });
  await body.dispatchEvent('dragover', { dataTransfer: transfer });
  await expect(page.getByText('Drop the pack file to add it.')).toBeVisible();
  await body.dispatchEvent('drop', { dataTransfer: transfer });
}

/** A share sheet that records each file handed to it; `refuseFirst` answers the first as Safari does after a long wait. */
async function recordShares(page: Page, refuseFirst: boolean) {
  await page.addInitScript((refuse) => {
    const shared: { name: string; size: number; type: string; head: number[] }[] = [];
    let refusals = refuse ? 1 : 0;
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => (data.files?.length ?? 0) > 0, configurable: true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        if (refusals-- > 0) throw new DOMException('The request is not allowed by the user agent.', 'NotAllowedError');
        for (const f of data.files ?? [])
          shared.push({ name: f.name, size: f.size, type: f.type, head: [...new Uint8Array(await f.slice(0, 4).arrayBuffer())] });
      },
    });
  }, refuseFirst);
}

test('a pack file dropped on the offline page is added; the whole pack then goes to the share sheet', async ({ page }) => {
  test.setTimeout(180_000);
  const pack = promotionalPack();
  const zip = await goodPackZip(pack);
  await recordShares(page, true);
  await offlinePageWithoutCore(page);
  const promotional = packItem(page, PROMOTIONAL);
  await expect(promotional.getByRole('status').first()).toHaveText('Not available offline');

  await dropFile(page, 'operational-toolkit-en-promotional.zip', zip);
  await expect(page.getByText(`${pack.files.length} files added.`)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('Or drop the pack file onto this page.')).toBeVisible();
  await expect(promotional.getByRole('status').first()).toHaveText('Available offline');

  // Share…: the file is prepared, then the sheet; a sheet refused for want of a fresh press asks for one.
  await promotional.getByRole('button', { name: `Share as a file: ${PROMOTIONAL}` }).click();
  await promotional.getByRole('button', { name: 'Share the file now' }).click();
  await expect(promotional.getByRole('status').filter({ hasText: 'was shared.' })).toBeVisible();
  const shared = await page.evaluate(
    () => (window as unknown as { __shared: { name: string; size: number; type: string; head: number[] }[] }).__shared,
  );
  expect(shared).toHaveLength(1);
  expect(shared[0].name).toMatch(/^operational-toolkit-en-promotional-[0-9a-f]{12}\.zip$/);
  expect(shared[0].type).toBe('application/zip');
  // A ZIP (its local file header's signature, PK\x03\x04), of some size.
  expect(shared[0].head).toEqual([0x50, 0x4b, 0x03, 0x04]);
  expect(shared[0].size).toBeGreaterThan(100_000);
});
