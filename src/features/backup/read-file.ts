import type { BackupData } from './format';
import type { ImportError } from './messages';
import { parseBackup, parseEveryone } from './parse';
import { EVERYONE_MAX_BYTES, type EveryoneBackup } from './everyone-format';
import { ImageTooLargeError, NotAnImageError, readQrImage } from './qr';

export type ReadResult = { ok: true; data: BackupData } | { ok: false; error: Exclude<ImportError, 'onePersonFile'> };

/** Photos from a tablet camera are a few MB; more than this is not a picture of a code. */
const MAX_IMAGE_BYTES = 30 * 1024 * 1024;

/** A backup file chosen by the learner: size first (a huge file is never read), then its contents. */
export async function readBackupFile(file: Blob): Promise<ReadResult> {
  // Everyone's file is larger than one person's: it is read far enough to say where it belongs.
  if (file.size > EVERYONE_MAX_BYTES) return { ok: false, error: 'tooLarge' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  return parseBackup(text, file.size);
}

/** A picture of a backup QR code: decoded on the device (the QR library is in this screen's chunk only). */
export async function readBackupImage(file: Blob): Promise<ReadResult> {
  if (file.size === 0) return { ok: false, error: 'empty' };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: 'tooLarge' };
  try {
    const text = await readQrImage(file);
    return text === null ? { ok: false, error: 'noQr' } : parseBackup(text);
  } catch (error) {
    if (error instanceof ImageTooLargeError) return { ok: false, error: 'imageTooLarge' };
    return { ok: false, error: error instanceof NotAnImageError ? 'notImage' : 'unreadable' };
  }
}

export type EveryoneReadResult = { ok: true; data: EveryoneBackup } | { ok: false; error: ImportError };

/** Everyone's progress file, chosen on the people section: size first, then its contents. */
export async function readEveryoneFile(file: Blob): Promise<EveryoneReadResult> {
  if (file.size > EVERYONE_MAX_BYTES) return { ok: false, error: 'tooLarge' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  return parseEveryone(text, file.size);
}
