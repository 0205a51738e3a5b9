import { PackFileProblem } from './errors';

/** What a stored entry's read needs from the central directory (a zip.js Entry has these). */
export interface StoredEntry {
  /** Where its local header starts in the file. */
  offset: number;
  compressedSize: number;
  uncompressedSize: number;
  rawFilename: Uint8Array;
}

const LOCAL_HEADER_BYTES = 30;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
/** Read with the header, for its extra field: a longer one costs a second read, not a failure. */
const EXTRA_FIELD_ROOM = 1024;

/**
 * Reads a stored (not compressed) entry's bytes with one `Blob.slice`: its local header, name and
 * data at once, the data returned as a view of that one buffer. zip.js's own read of an entry
 * made three slices (the window of a file on disk each costs a round trip to the browser process)
 * and four copies of the bytes on the way (its streams' chunking): 42 s and twice the largest
 * file held, for the core pack at a 4× slower CPU.
 */
export async function readStored(file: Blob, entry: StoredEntry, max: number, name: string): Promise<Uint8Array<ArrayBuffer>> {
  const size = entry.compressedSize;
  // A stored entry holds its bytes as they are: more than it declares (or than the pack allows) is a bomb.
  if (size > max || size > entry.uncompressedSize) throw new PackFileProblem('bomb', `${name}: ${size} bytes stored`);
  if (size < entry.uncompressedSize) throw new PackFileProblem('damaged', `${name}: ${size} bytes stored`);
  const start = entry.offset;
  const end = Math.min(file.size, start + LOCAL_HEADER_BYTES + entry.rawFilename.byteLength + EXTRA_FIELD_ROOM + size);
  const bytes = new Uint8Array(await file.slice(start, end).arrayBuffer());
  if (bytes.byteLength < LOCAL_HEADER_BYTES) throw new PackFileProblem('truncated', name);
  const header = new DataView(bytes.buffer, 0, LOCAL_HEADER_BYTES);
  if (header.getUint32(0, true) !== LOCAL_HEADER_SIGNATURE) throw new PackFileProblem('damaged', `${name}: no local header`);
  const dataStart = LOCAL_HEADER_BYTES + header.getUint16(26, true) + header.getUint16(28, true);
  if (dataStart + size <= bytes.byteLength) return bytes.subarray(dataStart, dataStart + size);
  if (start + dataStart + size > file.size) throw new PackFileProblem('truncated', name);
  return new Uint8Array(await file.slice(start + dataStart, start + dataStart + size).arrayBuffer());
}
