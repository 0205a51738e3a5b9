import encodeQR from '@paulmillr/qr';
import decodeQR from '@paulmillr/qr/decode.js';
import { readImageSize } from './image-size';

/** Pixels per QR module: large enough for a tablet camera to read from a screen. */
const SCALE = 6;
/** Photos are scaled down to this many pixels on their longer side before decoding. */
const MAX_SIDE = 1600;

/** Draws the text as a QR code (medium error correction, 4-module quiet zone). */
export function drawQr(text: string): HTMLCanvasElement {
  const bits = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
  const canvas = document.createElement('canvas');
  canvas.width = bits[0].length * SCALE;
  canvas.height = bits.length * SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  bits.forEach((row, y) => row.forEach((on, x) => on && ctx.fillRect(x * SCALE, y * SCALE, SCALE, SCALE)));
  return canvas;
}

/**
 * A 48-megapixel phone photo is the largest picture of a code a learner may pick; beyond this the
 * decoded pixels alone would take hundreds of MB on a tablet, so the image is never decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export class NotAnImageError extends Error {}
export class ImageTooLargeError extends Error {}

const tooLarge = (width: number, height: number) => width * height > MAX_IMAGE_PIXELS;

/** The text of the QR code in an image file; null when the image has none that can be read. */
export async function readQrImage(file: Blob): Promise<string | null> {
  const declared = await readImageSize(file);
  if (declared && tooLarge(declared.width, declared.height)) throw new ImageTooLargeError(`${declared.width}×${declared.height}`);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    throw new NotAnImageError(String(error));
  }
  if (tooLarge(bitmap.width, bitmap.height)) {
    bitmap.close();
    throw new ImageTooLargeError(`${bitmap.width}×${bitmap.height}`);
  }
  const ratio = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * ratio));
  const height = Math.max(1, Math.round(bitmap.height * ratio));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  try {
    return decodeQR(ctx.getImageData(0, 0, width, height));
  } catch {
    return null;
  }
}
