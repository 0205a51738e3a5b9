import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { byCss, byLabel, byRole } from '../harness/locate';
import { waitFor } from '../harness/page';
import { engineSuite } from '../harness/suite';
import { expectSlideImage, moduleText, moduleUrl, slideCount } from './module-steps';
import { recordSavedFiles, savedFiles } from './saved-files';
import { signIn, waitForServiceWorker } from './steps';

const { test, server } = engineSuite();

const PACK_DOWNLOAD_MS = 180_000;
const IMPORT_MS = 180_000;
const CORE = 'Slides, narration and documents';
const core = byCss('li.offline-card', { text: CORE });

/** The pack file device A saved, on disk for device B's file input (the tests run in order). */
let packFile: string | null = null;

/*
 * Pack files (issue 34) on WebKit and Firefox: each test is a fresh profile, a device of its own. A saves
 * its downloaded core pack (no File System Access API here: a download, recorded in the page);
 * B, whose own download is cancelled, adds it through the file input (Driver.chooseFile), then shows a module's slide with the server stopped.
 */
test(
  'pack files, device A: the downloaded core pack is saved as a ZIP file',
  async ({ page }) => {
    await signIn(page);
    await waitForServiceWorker(page);
    await page.goto('/toolkit/en/offline');
    await page.expectText(byRole('status', undefined, { within: core }), 'Available offline', PACK_DOWNLOAD_MS);
    await recordSavedFiles(page);
    await page.click(byRole('button', `Save as a file: ${CORE}`));
    const [file] = await waitFor(
      'the pack file to be saved',
      () => savedFiles(page),
      (files) => files.length > 0,
      120_000,
    );
    expect(file.name).toMatch(/^operational-toolkit-en-core-[0-9a-z]+\.zip$/);
    const bytes = Buffer.from(file.base64, 'base64');
    expect(bytes.subarray(0, 4).toString('hex'), 'a ZIP').toBe('504b0304');
    packFile = path.join(mkdtempSync(path.join(tmpdir(), 'pack-file-webkit-')), file.name);
    writeFileSync(packFile, bytes);
  },
  PACK_DOWNLOAD_MS + 180_000,
);

test(
  'pack files, device B: the file is added, the pack is available offline and a slide shows with the server stopped',
  async ({ page }) => {
    expect(packFile, 'device A saved the pack file').not.toBeNull();
    await signIn(page);
    await waitForServiceWorker(page);
    await page.goto('/toolkit/en/offline');
    // B's own download of the pack is cancelled, or removed if it has already finished (a
    // loaded machine downloads the 6 MB before the page is pressed): whatever B then holds comes
    // from the file. A press on the Cancel button the finished download replaces is pressed again.
    const removeOwn = byRole('button', new RegExp(`^(Cancel and remove|Remove from this device): ${CORE}$`));
    await waitFor(
      'the core pack to offer "Make available offline"',
      async () => {
        const text = await page.text(core);
        if (!text?.includes('Make available offline') && (await page.isVisible(removeOwn))) await page.click(removeOwn);
        return text;
      },
      (t) => t?.includes('Make available offline') === true,
    );
    await page.chooseFile(byLabel('Add a pack from a file'), packFile!);
    await page.expectText(byCss('.pack-files [role=status]'), /files added\./, IMPORT_MS);
    await page.expectText(byRole('status', undefined, { within: core }), 'Available offline');

    await server.stop();
    const text = moduleText('implementation', 2);
    await page.goto(moduleUrl('implementation', 2, 'slides'));
    await page.expectText(byRole('heading', undefined, { level: 1 }), text.title);
    await page.expectText(slideCount, `Slide 1 of ${text.slides.length}`);
    await expectSlideImage(page, text.slides[0].title);
  },
  IMPORT_MS + 120_000,
);
