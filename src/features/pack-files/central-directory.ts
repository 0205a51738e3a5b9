import type { StoredEntry } from './stored-entry';
import type { ZipItem } from './zip-source';

/** An entry of a plain ZIP's central directory: what the list shows and what its read needs. */
export interface DirectoryEntry extends StoredEntry {
  item: ZipItem;
}

const END_SIGNATURE = 0x06054b50;
const END_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ENTRY_SIGNATURE = 0x02014b50;
const ENTRY_BYTES = 46;
const UTF8_NAMES = 0x0800;
const ENCRYPTED = 0x0001;
/** A field at its maximum says "see the ZIP64 record". */
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

const utf8 = new TextDecoder('utf-8', { fatal: true });

const bytesOf = async (file: Blob, start: number, end: number) => new DataView(await file.slice(start, end).arrayBuffer());

/** Where the end-of-central-directory record starts in `tail`, its comment reaching the file's end exactly. */
function findEnd(tail: DataView): number {
  for (let at = tail.byteLength - END_BYTES; at >= 0; at -= 1) {
    if (tail.getUint32(at, true) === END_SIGNATURE && at + END_BYTES + tail.getUint16(at + 20, true) === tail.byteLength) return at;
  }
  return -1;
}

/** A name in UTF-8 (flagged so, or plain ASCII, which reads the same); null for any other encoding. */
function nameOf(bytes: Uint8Array, flags: number): string | null {
  if (!(flags & UTF8_NAMES) && bytes.some((b) => b > 0x7f)) return null;
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/** One central-directory record at `at`, and where the next starts; null if it is not a plain stored entry. */
function entryAt(view: DataView, at: number): { entry: DirectoryEntry; next: number } | null {
  if (at + ENTRY_BYTES > view.byteLength || view.getUint32(at, true) !== ENTRY_SIGNATURE) return null;
  const flags = view.getUint16(at + 8, true);
  const method = view.getUint16(at + 10, true);
  const compressedSize = view.getUint32(at + 20, true);
  const uncompressedSize = view.getUint32(at + 24, true);
  const nameBytes = view.getUint16(at + 28, true);
  const next = at + ENTRY_BYTES + nameBytes + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  const disk = view.getUint16(at + 34, true);
  const offset = view.getUint32(at + 42, true);
  if (method !== 0 || flags & ENCRYPTED || disk !== 0 || next > view.byteLength) return null;
  if ([compressedSize, uncompressedSize, offset].includes(U32_MAX)) return null;
  const rawFilename = new Uint8Array(view.buffer, view.byteOffset + at + ENTRY_BYTES, nameBytes);
  const name = nameOf(rawFilename, flags);
  if (name === null) return null;
  const item = { name, size: uncompressedSize, directory: name.endsWith('/') };
  return { entry: { item, offset, compressedSize, uncompressedSize, rawFilename }, next };
}

/**
 * The central directory of a plain ZIP whose every entry is stored — every pack file this app
 * writes — read with two slices and kept as small records (zip.js's record of an entry weighs
 * about 3 kB, and its code about 1 MB of heap: 295 files held 3.4 MB beside one file's bytes).
 * Anything else is null, for zip.js to read and judge: no end record (not a ZIP, or cut short),
 * ZIP64, a split or encrypted ZIP, a compressed entry, a name in another encoding, a directory
 * that does not add up.
 */
export async function readPlainDirectory(file: Blob): Promise<DirectoryEntry[] | null> {
  const tailStart = Math.max(0, file.size - END_BYTES - MAX_COMMENT_BYTES);
  const tail = await bytesOf(file, tailStart, file.size);
  const end = findEnd(tail);
  if (end < 0) return null;
  const [disk, directoryDisk, onDisk, count] = [4, 6, 8, 10].map((at) => tail.getUint16(end + at, true));
  const size = tail.getUint32(end + 12, true);
  const start = tail.getUint32(end + 16, true);
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count || count === U16_MAX || size === U32_MAX || start === U32_MAX) return null;
  if (start + size > tailStart + end) return null;
  const directory = await bytesOf(file, start, start + size);
  const entries: DirectoryEntry[] = [];
  for (let at = 0; entries.length < count;) {
    const read = entryAt(directory, at);
    if (!read) return null;
    entries.push(read.entry);
    at = read.next;
  }
  return entries;
}
