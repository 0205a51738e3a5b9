/** Width and height from an image file's header, without decoding its pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

const HEADER_BYTES = 64 * 1024;

function pngSize(v: DataView): ImageSize | null {
  // Signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
  if (v.byteLength < 24 || v.getUint32(0) !== 0x89504e47 || v.getUint32(12) !== 0x49484452) return null;
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

function gifSize(v: DataView): ImageSize | null {
  if (v.byteLength < 10 || v.getUint32(0) !== 0x47494638) return null;
  return { width: v.getUint16(6, true), height: v.getUint16(8, true) };
}

function webpSize(v: DataView): ImageSize | null {
  if (v.byteLength < 30 || v.getUint32(0) !== 0x52494646 || v.getUint32(8) !== 0x57454250) return null;
  const chunk = v.getUint32(12);
  if (chunk === 0x56503820) return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
  if (chunk === 0x5650384c) {
    const bits = v.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 0x56503858) {
    const w = v.getUint16(24, true) | (v.getUint8(26) << 16);
    const h = v.getUint16(27, true) | (v.getUint8(29) << 16);
    return { width: w + 1, height: h + 1 };
  }
  return null;
}

/** Walks a JPEG's segments to its frame header (SOF0–SOF15, not DHT/JPG/DAC). */
function jpegSize(v: DataView): ImageSize | null {
  if (v.byteLength < 4 || v.getUint16(0) !== 0xffd8) return null;
  let at = 2;
  while (at + 9 < v.byteLength) {
    if (v.getUint8(at) !== 0xff) return null;
    const marker = v.getUint8(at + 1);
    const frame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (frame) return { width: v.getUint16(at + 7), height: v.getUint16(at + 5) };
    at += 2 + v.getUint16(at + 2);
  }
  return null;
}

/** The size an image declares in its header (PNG, JPEG, GIF, WebP); null for other formats. */
export async function readImageSize(file: Blob): Promise<ImageSize | null> {
  const view = new DataView(await file.slice(0, HEADER_BYTES).arrayBuffer());
  return pngSize(view) ?? jpegSize(view) ?? gifSize(view) ?? webpSize(view);
}
