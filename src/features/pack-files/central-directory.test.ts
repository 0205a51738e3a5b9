// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { readPlainDirectory } from './central-directory';
import { packFileStream } from './export-pack';
import { badPackFiles, goodPackZip, manifestOf, rawZip, type CorpusPack } from './test-corpus';
import type * as zipJs from './zip-js-reader';
import { openWithZipJs } from './zip-js-reader';

const zipJsOpened = vi.hoisted(() => ({ count: 0 }));
vi.mock('./zip-js-reader', async (original) => {
  const real = await original<typeof zipJs>();
  return {
    openWithZipJs: (file: Blob) => {
      zipJsOpened.count += 1;
      return real.openWithZipJs(file);
    },
  };
});
const { openZip } = await import('./zip-reader');

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const files = [
  { path: '/pdfs/en/promotional/poster.pdf', data: bytes('%PDF-1.4 '.repeat(300)) },
  { path: '/images/en/promotional/école.svg', data: bytes('<svg/>'.repeat(100)) },
  { path: '/videos/en/promotional/engagement.webm', data: bytes('webm'.repeat(2000)) },
];
const pack: CorpusPack = { lang: 'en', scope: 'promotional', contentVersion: 'v1', files };

/** A pack file as the app's writer (client-zip) saves it. */
async function writtenPackFile(): Promise<Blob> {
  const byPath = new Map(files.map((f) => [f.path, f.data]));
  const stream = packFileStream(
    await manifestOf(pack),
    async (path) => new Response(byPath.get(path)),
    () => undefined,
  );
  return new Blob([await new Response(stream).arrayBuffer()]);
}

const listed = async (
  open: (file: Blob) => Promise<{ items: readonly { name: string; size: number; directory: boolean }[] }>,
  file: Blob,
) => (await open(file)).items.map(({ name, size, directory }) => ({ name, size, directory }));

describe('the central directory of a pack file', () => {
  it('lists what zip.js lists for a file the app wrote, and its entries read back byte for byte, zip.js never loaded', async () => {
    const file = await writtenPackFile();
    zipJsOpened.count = 0;
    const zip = await openZip(file);
    expect(zipJsOpened.count).toBe(0);
    expect(await listed(openZip, file)).toEqual(await listed(openWithZipJs, file));
    for (const { path, data } of files) {
      const item = zip.items.find((i) => `/${i.name}` === path || i.name.endsWith(path.slice(1)))!;
      expect(await zip.read(item, data.byteLength, new AbortController().signal)).toEqual(data);
    }
  });

  it('finds the end record behind a comment', async () => {
    const zip = rawZip([{ name: 'a.txt', stored: bytes('hello') }]);
    const comment = bytes('made by hand');
    const withComment = new Uint8Array(zip.byteLength + comment.byteLength);
    withComment.set(zip);
    withComment.set(comment, zip.byteLength);
    new DataView(withComment.buffer).setUint16(zip.byteLength - 2, comment.byteLength, true);
    const entries = await readPlainDirectory(new Blob([withComment]));
    expect(entries?.map((e) => e.item)).toEqual([{ name: 'a.txt', size: 5, directory: false }]);
  });

  it('leaves to zip.js every file that is not a plain ZIP of stored entries', async () => {
    const good = await goodPackZip(pack);
    const deflated = rawZip([{ name: 'a.txt', stored: bytes('x'), method: 8 }]);
    const zip64 = rawZip([{ name: 'a.txt', stored: bytes('hello') }]);
    new DataView(zip64.buffer).setUint16(zip64.byteLength - 12, 0xffff, true);
    const cp437 = rawZip([{ name: 'caf\u00e9.txt', stored: bytes('x') }]);
    const flags = new DataView(cp437.buffer);
    // Clear the UTF-8 flag of the central record: the name's bytes are then in no known encoding.
    const central = cp437.byteLength - 22 - (46 + 'café.txt'.length + 1);
    flags.setUint16(central + 8, 0, true);
    const cut = good.slice(0, good.byteLength - 10);
    for (const file of [new Uint8Array(0), bytes('not a zip'), cut, deflated, zip64, cp437]) {
      expect(await readPlainDirectory(new Blob([file]))).toBeNull();
    }
    for (const bad of await badPackFiles(pack)) {
      const entries = await readPlainDirectory(new Blob([bad.bytes]));
      if (['empty', 'notZip', 'truncated'].includes(bad.error) || bad.label.includes('deflate')) expect(entries, bad.label).toBeNull();
    }
  });
});
