import { describe, expect, it } from 'vitest';
import { readImageSize } from './image-size';
import { readBackupImage } from './read-file';

/** A PNG's first bytes: signature and IHDR (no pixel data: the size is read from the header). */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function jpegHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with height and width.
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0)];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, ...new Array(12).fill(0)]);
}

describe('readImageSize', () => {
  it('reads a PNG header', async () => {
    expect(await readImageSize(new Blob([pngHeader(10_000, 8_000)]))).toEqual({ width: 10_000, height: 8_000 });
  });

  it('reads a JPEG frame header past other segments', async () => {
    expect(await readImageSize(new Blob([jpegHeader(4032, 3024)]))).toEqual({ width: 4032, height: 3024 });
  });

  it('answers null for what it does not know', async () => {
    expect(await readImageSize(new Blob(['not an image at all']))).toBeNull();
    expect(await readImageSize(new Blob([]))).toBeNull();
  });
});

describe('a QR picture of 10,000 × 10,000 pixels', () => {
  it('is refused from its header, before any decoding', async () => {
    expect(await readBackupImage(new Blob([pngHeader(10_000, 10_000)], { type: 'image/png' }))).toEqual({
      ok: false,
      error: 'imageTooLarge',
    });
  });
});
