import { BlobReader, configure, ZipReader, type Entry } from '@zip.js/zip.js/lib/zip-core-custom.js';
import { PackFileProblem, type PackFileError } from './errors';
import { readStored } from './stored-entry';
import type { ZipItem, ZipSource } from './zip-source';

/*
 * zip.js (its core build: no worker, no WebAssembly; in this chunk only), for the files
 * central-directory.ts leaves to it: not a ZIP, cut short, ZIP64, compressed entries (in no pack
 * file of ours, but their bytes must be checked like any: a deflate bomb is one). It reads the
 * central directory with Blob slices and each entry on demand, so a file of any size is never held
 * in memory: only the entry being read. A stored entry is read by stored-entry.ts in one slice.
 */
configure({ useWebWorkers: false });

const ZIP_START = [0x50, 0x4b, 0x03, 0x04];

async function startsLikeZip(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return ZIP_START.every((byte, i) => head[i] === byte);
}

/** zip.js's errors are plain Errors whose message is one of its ERR_ constants. */
function kindOf(error: unknown, fallback: PackFileError): PackFileError {
  const e = error as Error | undefined;
  if (e instanceof PackFileProblem) return e.kind;
  if (e?.name === 'NotReadableError' || e?.name === 'NotFoundError') return 'unreadable';
  const message = e?.message ?? '';
  if (/unsafe filename/i.test(message)) return 'outsidePack';
  if (/uncompressed size|out of memory/i.test(message)) return 'bomb';
  return fallback;
}

/** A sink that keeps at most `max` bytes, in one buffer of that size: more is a bomb. */
function boundedSink(max: number) {
  const buffer = new Uint8Array(new ArrayBuffer(max));
  let length = 0;
  const writable = new WritableStream<Uint8Array>({
    write(chunk) {
      if (length + chunk.byteLength > max) throw new PackFileProblem('bomb', `more than ${max} bytes`);
      buffer.set(chunk, length);
      length += chunk.byteLength;
    },
  });
  return { writable, bytes: () => (length === max ? buffer : buffer.slice(0, length)) };
}

/** Stored, not encrypted, in this one file (a split ZIP's later parts are never given). */
const isPlainStored = (entry: Entry) => entry.compressionMethod === 0 && !entry.encrypted && !entry.diskNumberStart;

function itemOf(entry: Entry): ZipItem {
  return { name: entry.filename, size: entry.uncompressedSize, directory: entry.directory };
}

/** Opens a ZIP with zip.js: its central directory only. Not a ZIP, a cut one, an unsafe name: a PackFileProblem. */
export async function openWithZipJs(file: Blob): Promise<ZipSource> {
  const reader = new ZipReader(new BlobReader(file), { filenameValidation: 'balanced', strictness: 'balanced' });
  let entries: Entry[];
  try {
    entries = await reader.getEntries();
  } catch (error) {
    const fallback = (await startsLikeZip(file).catch(() => false)) ? 'truncated' : 'notZip';
    throw new PackFileProblem(kindOf(error, fallback), String(error));
  }
  const byItem = new Map<ZipItem, Entry>();
  const items = entries.map((entry) => {
    const item = itemOf(entry);
    byItem.set(item, entry);
    return item;
  });
  return {
    items,
    async read(item, max, signal) {
      const entry = byItem.get(item);
      if (!entry || entry.directory) throw new PackFileProblem('damaged', item.name);
      if (isPlainStored(entry)) return readStored(file, entry, max, item.name);
      const sink = boundedSink(max);
      try {
        await entry.getData(sink.writable, { signal, checkSignature: false });
      } catch (error) {
        if (signal.aborted) throw signal.reason ?? error;
        throw new PackFileProblem(kindOf(error, 'damaged'), String(error));
      }
      return sink.bytes();
    },
    close: () => reader.close(),
  };
}
