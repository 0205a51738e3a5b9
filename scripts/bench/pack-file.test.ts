// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeIndex } from '../../src/features/packs/test-fixtures';
import { openZip } from '../../src/features/pack-files/zip-reader';
import { corePackFile, packFileChecks, packFileSection, type PackFileBench } from './pack-file';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build folder with the fixture index and a file of each entry's size. */
function distWith(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pack-file-'));
  dirs.push(dir);
  const index = makeIndex();
  mkdirSync(path.join(dir, 'content-index'));
  writeFileSync(path.join(dir, 'content-index', 'en.json'), JSON.stringify(index));
  for (const e of [...Object.values(index.modules), ...Object.values(index.sections)].flat()) {
    mkdirSync(path.dirname(path.join(dir, e.path)), { recursive: true });
    writeFileSync(path.join(dir, e.path), new Uint8Array(e.bytes));
  }
  return dir;
}

const bench = (buffersPeak: number): PackFileBench => ({
  pack: { name: 'core (en)', files: 295, bytes: 6_140_000, fileBytes: 6_200_000, largestFile: 100_000 },
  importMs: 12_345,
  heapBefore: 5_000_000,
  heapPeak: 9_000_000,
  live: { heapBefore: 4_000_000, heapPeak: 4_300_000, buffersBefore: 1_000_000, buffersPeak },
  reader: { file: 'assets/import-run-x.js', raw: 67_000, gzip: 23_900 },
  writer: { file: 'assets/save-run-x.js', raw: 6_500, gzip: 2_800 },
});

describe('the pack file bench', () => {
  it('writes the core pack as the app does: a ZIP with the manifest and every core file, no video', async () => {
    const { file, manifest } = await corePackFile(distWith());
    expect(path.basename(file)).toBe('operational-toolkit-en-core-v1.zip');
    expect(manifest.files.some((f) => f.path.includes('/videos/'))).toBe(false);
    const zip = await openZip(new Blob([readFileSync(file)]));
    expect(zip.items.map((i) => i.name)).toEqual(['manifest.json', ...manifest.files.map((f) => f.path.slice(1))]);
  });

  it('passes when the file bytes held grow by at most twice the largest file, and says by how much', () => {
    expect(packFileChecks(bench(1_200_000))[0]).toMatchObject({ ok: true, detail: expect.stringContaining('200.0 KB at most') });
    expect(packFileChecks(bench(1_200_000))[0].detail).toContain('live JS heap +300.0 KB');
    expect(packFileChecks(bench(1_200_001))[0].ok).toBe(false);
  });

  it('reports the time, the heap and both libraries’ chunks', () => {
    const text = packFileSection(bench(1_150_000));
    expect(text).toContain('12.3 s');
    expect(text).toContain('| +150.0 KB | 1.50 |');
    expect(text).toContain('import-run-x.js: 23.9 KB gzip');
    expect(text).toContain('save-run-x.js: 2.8 KB gzip');
    expect(packFileSection(null)).toContain('Not measured.');
  });
});
