import { describe, expect, it } from 'vitest';
import { PackFileProblem } from './errors';
import { readStored } from './stored-entry';

const NAME = new TextEncoder().encode('images/a.svg');
const DATA = new Uint8Array(Array.from({ length: 300 }, (_, i) => i % 251));

/** Some bytes, then one stored entry's local header (with an extra field of `extra` bytes), name and data. */
function fileWith(extra: number, before = 7) {
  const header = new DataView(new ArrayBuffer(30));
  header.setUint32(0, 0x04034b50, true);
  header.setUint16(26, NAME.byteLength, true);
  header.setUint16(28, extra, true);
  const file = new Blob([new Uint8Array(before), header, NAME, new Uint8Array(extra).fill(9), DATA, new Uint8Array(40)]);
  return { file, entry: { offset: before, compressedSize: DATA.byteLength, uncompressedSize: DATA.byteLength, rawFilename: NAME } };
}

const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof PackFileProblem ? error.kind : 'other'),
  );

describe('reading a stored entry', () => {
  it('returns exactly its bytes, after a local extra field of any length', async () => {
    for (const extra of [0, 20, 5000]) {
      const { file, entry } = fileWith(extra);
      expect(await readStored(file, entry, 1000, 'a')).toEqual(DATA);
    }
  });

  it('refuses more bytes stored than declared or allowed (a bomb), fewer than declared, and a missing header', async () => {
    const { file, entry } = fileWith(0);
    expect(await kindOf(readStored(file, { ...entry, uncompressedSize: 299 }, 1000, 'a'))).toBe('bomb');
    expect(await kindOf(readStored(file, entry, 299, 'a'))).toBe('bomb');
    expect(await kindOf(readStored(file, { ...entry, uncompressedSize: 301 }, 1000, 'a'))).toBe('damaged');
    expect(await kindOf(readStored(file, { ...entry, offset: 3 }, 1000, 'a'))).toBe('damaged');
  });

  it('says a file cut inside the entry is truncated', async () => {
    const { file, entry } = fileWith(5000);
    expect(await kindOf(readStored(file.slice(0, 5100), entry, 1000, 'a'))).toBe('truncated');
  });
});
