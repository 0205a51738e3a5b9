import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { APP_ID, canonicalJson, serialiseBackup } from '../../src/features/backup/format';
import { expect, storedValue, test } from '../support/fixtures';
import { backupUrl, download, exportFile, freshPage, importAndApply, importStatus, summaryState, tabTo } from '../support/backup';
import { completedSection, expectNoAxeViolations, seedStorage } from '../support/modules';

/** A real PNG, white, of the given size: 8-bit grey, every row filtered "none" (deflates to a few hundred KB). */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const partial = {
  '1-training': { slide: 5, slidesComplete: true, quizPassed: true },
  '3': { slide: 6, slidesComplete: false, quizPassed: false },
  '4': { slide: 20, slidesComplete: true, quizPassed: false },
};

test.describe('progress backup and transfer', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('export on one device, import on a fresh one: summaries, quiz states and certificates behave the same', async ({
    page,
    browser,
  }, info) => {
    await seedStorage(page, {
      progress: { ...completedSection('implementation'), ...partial },
      completion: { implementation: '2026-11-02' },
    });
    const before = { implementation: await summaryState(page, 'implementation'), training: await summaryState(page, 'training') };
    expect(before.implementation.certificate).toBe('dialog');
    expect(before.training.certificate).toBe('refused');

    const file = await exportFile(page);
    expect(file.name).toMatch(/^toolkit-progress-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.body.length).toBeLessThan(1024);
    const json = JSON.parse(file.body.toString()) as Record<string, unknown>;
    expect(json).toMatchObject({ app: APP_ID, format: 1 });
    expect(file.body.toString()).not.toContain('"id"');

    const other = await freshPage(browser, info);
    await importAndApply(other, 'Open a backup file', file);
    expect(await summaryState(other, 'implementation')).toEqual(before.implementation);
    expect(await summaryState(other, 'training')).toEqual(before.training);
    // The certificate keeps the day it was first earned.
    expect(await storedValue(other, 'toolkit.completionDate.implementation')).toBe('2026-11-02');
    await other.context().close();
  });

  test('merging two partial progresses gives their union, shown before it is applied', async ({ page, browser }, info) => {
    await seedStorage(page, { progress: partial, completion: { training: '2026-10-05' } });
    const file = await exportFile(page);

    const other = await freshPage(browser, info);
    await seedStorage(other, {
      progress: {
        '3': { slide: 9, slidesComplete: false, quizPassed: false },
        '4': { slide: 3, slidesComplete: false, quizPassed: false },
        '2': { slide: 6, slidesComplete: true, quizPassed: true },
      },
      completion: { training: '2026-11-20' },
    });
    await other.goto(backupUrl);
    await other.getByLabel('Open a backup file').setInputFiles({ name: file.name, mimeType: 'application/json', buffer: file.body });
    const summary = other.getByRole('region', { name: 'What this import will change' });
    await expect(summary.getByRole('listitem')).toHaveText([
      /: slide 4 of 21 → slides finished$/,
      'Welcome to the Online Program for Practitioners: slide 1 of 6 → knowledge test passed',
      'Training certificate date: 2026-11-20 → 2026-10-05',
    ]);
    // Nothing is written before the learner confirms.
    expect(await storedValue(other, 'toolkit.moduleProgress')).toMatchObject({ '4': { slide: 3 } });
    await other.getByRole('button', { name: 'Apply these changes' }).click();
    await expect(importStatus(other)).toHaveText('Your progress was imported.');
    expect(await storedValue(other, 'toolkit.moduleProgress')).toEqual({
      '1-training': { slide: 5, slidesComplete: true, quizPassed: true },
      '2': { slide: 6, slidesComplete: true, quizPassed: true },
      '3': { slide: 9, slidesComplete: false, quizPassed: false },
      '4': { slide: 20, slidesComplete: true, quizPassed: false },
    });
    expect(await storedValue(other, 'toolkit.completionDate.training')).toBe('2026-10-05');
    // The same file again has nothing left to add.
    await other.getByLabel('Open a backup file').setInputFiles({ name: file.name, mimeType: 'application/json', buffer: file.body });
    await expect(importStatus(other)).toHaveText('This device already has everything in this backup: nothing to change.');
    await other.context().close();
  });

  test('every kind of bad file gets its own clear message and changes nothing', async ({ page }) => {
    const valid = await serialiseBackup(
      { lang: 'en', progress: { '5': { slide: 9, slidesComplete: true, quizPassed: true } }, completion: {} },
      '2026-11-23',
    );
    const body = JSON.parse(valid) as Record<string, unknown>;
    const signed = (b: Record<string, unknown>) =>
      JSON.stringify({ ...b, sha256: createHash('sha256').update(canonicalJson(b)).digest('hex') });
    const unsigned = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'sha256'));
    const json = 'Open a backup file';
    const image = 'Read a QR code image';
    const corpus: [string, typeof json | typeof image, string | Buffer, RegExp][] = [
      ['empty', json, '', /This file is empty\./],
      ['invalid JSON', json, '{"app": "operational-toolkit-progress", nope}', /could not be read as a progress backup/],
      ['truncated', json, valid.slice(0, valid.length - 30), /could not be read as a progress backup: it may be damaged or incomplete/],
      [
        'another app',
        json,
        JSON.stringify({ name: 'other-app', version: '1.0.0', dependencies: {} }),
        /not made by the Operational Toolkit/,
      ],
      ['wrong checksum', json, JSON.stringify({ ...body, progress: { '5': [9, 1, 1], '7': [4, 1, 1] } }), /does not match its checksum/],
      ['newer format', json, signed({ ...unsigned, format: 3 }), /made by a newer version of the toolkit/],
      // Format 2 is everyone's progress on a device (features/backup/everyone-format.ts): not read here.
      [
        'everyone’s file',
        json,
        signed({ ...unsigned, format: 2 }),
        /progress of everyone on a device: add it under “People on this device”/,
      ],
      ['oversized', json, `{"app":"${APP_ID}","pad":"${'x'.repeat(20_000)}"}`, /too large to be a progress backup/],
      ['corrupted contents', json, signed({ ...unsigned, progress: { '5': [99, 1, 1] } }), /damaged: some of its contents are not valid/],
      ['image with no QR code', image, readFileSync('public/icons/icon-192.png'), /No QR code could be read in this image/],
      ['not an image', image, 'plain text, not a picture', /could not be opened as an image/],
      // Hand-made: 4,000 nested arrays, under the size cap (the checksum's walk overflowed the stack).
      [
        'nested 4,000 deep',
        json,
        `{"app":"${APP_ID}","format":1,"sha256":"00","progress":${'['.repeat(4000)}${']'.repeat(4000)}}`,
        /damaged: some of its contents are not valid/,
      ],
      ['a 10,000 × 10,000 picture', image, blankPng(10_000, 10_000), /This picture is too large to read on this device/],
    ];
    await seedStorage(page, { progress: partial, completion: { training: '2026-11-20' } });
    await page.goto(backupUrl);
    const stored = async () => [
      await storedValue(page, 'toolkit.moduleProgress'),
      await storedValue(page, 'toolkit.completionDate.training'),
    ];
    const initial = await stored();
    for (const [kind, input, content, message] of corpus) {
      await page.getByLabel(input).setInputFiles({
        name: input === json ? `${kind}.json` : `${kind}.png`,
        mimeType: input === json ? 'application/json' : 'image/png',
        buffer: Buffer.from(content),
      });
      const alert = page.getByRole('alert');
      await expect(alert, kind).toHaveText(message);
      await expect(alert, kind).toContainText('Nothing was changed.');
      await expect(page.getByRole('heading', { name: 'What this import will change' })).toHaveCount(0);
      // "Reading…" has ended: both pickers take the next file.
      await expect(page.getByLabel(json), kind).toBeEnabled();
      await expect(page.getByLabel(image), kind).toBeEnabled();
      expect(await stored(), kind).toEqual(initial);
    }
    expect(corpus.length).toBeGreaterThanOrEqual(8);
  });

  test('the QR code, saved as an image, carries the progress to another device', async ({ page, browser }, info) => {
    await seedStorage(page, {
      progress: { ...completedSection('training'), '3': { slide: 10, slidesComplete: true, quizPassed: true } },
      completion: { training: '2026-11-01' },
    });
    await page.goto(backupUrl);
    await expect(page.getByRole('img', { name: 'QR code of your progress backup' })).toBeVisible();
    const png = await download(page, page.getByRole('button', { name: 'Save QR code image' }));
    expect(png.name).toMatch(/\.png$/);
    expect(png.body.subarray(1, 4).toString()).toBe('PNG');
    const before = await summaryState(page, 'training');

    const other = await freshPage(browser, info);
    await importAndApply(other, 'Read a QR code image', png);
    expect(await storedValue(other, 'toolkit.moduleProgress')).toEqual(await storedValue(page, 'toolkit.moduleProgress'));
    expect(await summaryState(other, 'training')).toEqual(before);
    await other.context().close();
  });

  test('export, import and confirm by keyboard alone; axe finds nothing', async ({ page, browser }, info) => {
    await seedStorage(page, { progress: partial });
    await page.goto(backupUrl);
    const save = page.getByRole('button', { name: 'Save backup file' });
    await expect(save).toBeEnabled();
    await expect(page.getByRole('img', { name: 'QR code of your progress backup' })).toBeVisible();
    await expectNoAxeViolations(page, '.backup-page');
    await tabTo(page, save);
    const file = await download(page, () => page.keyboard.press('Enter'));

    const other = await freshPage(browser, info);
    await other.goto(backupUrl);
    // Listened for first: Playwright turns the browser's file-chooser interception on only when a
    // listener is added, and a single key press can outrun that call (1 in 15 here).
    const chosen = other.waitForEvent('filechooser');
    await tabTo(other, other.getByLabel('Open a backup file'));
    await other.keyboard.press('Space');
    const chooser = await chosen;
    await chooser.setFiles({ name: file.name, mimeType: 'application/json', buffer: file.body });
    // The summary takes focus; confirm is the next stop.
    await expect(other.getByRole('heading', { name: 'What this import will change' })).toBeFocused();
    await expectNoAxeViolations(other, '.backup-page');
    await other.keyboard.press('Tab');
    await expect(other.getByRole('button', { name: 'Apply these changes' })).toBeFocused();
    await other.keyboard.press('Enter');
    await expect(importStatus(other)).toHaveText('Your progress was imported.');
    expect(await storedValue(other, 'toolkit.moduleProgress')).toEqual(partial);
    await expectNoAxeViolations(other, '.backup-page');
    await other.context().close();
  });

  test('cancel leaves progress as it was', async ({ page }) => {
    const file = {
      name: 'b.json',
      body: Buffer.from(await serialiseBackup({ lang: 'en', progress: partial, completion: {} }, '2026-11-23')),
    };
    await page.goto(backupUrl);
    await page.getByLabel('Open a backup file').setInputFiles({ name: file.name, mimeType: 'application/json', buffer: file.body });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'What this import will change' })).toHaveCount(0);
    expect(await storedValue(page, 'toolkit.moduleProgress')).toBeUndefined();
  });
});
