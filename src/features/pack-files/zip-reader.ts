import { readPlainDirectory, type DirectoryEntry } from './central-directory';
import { PackFileProblem } from './errors';
import { readStored } from './stored-entry';
import type { ZipSource } from './zip-source';

/** A plain ZIP of stored entries, read with its directory's small records and one slice per entry. */
function plainSource(file: Blob, entries: DirectoryEntry[]): ZipSource {
  const byItem = new Map(entries.map((entry) => [entry.item, entry]));
  return {
    items: entries.map((entry) => entry.item),
    async read(item, max, signal) {
      signal.throwIfAborted();
      const entry = byItem.get(item);
      if (!entry || item.directory) throw new PackFileProblem('damaged', item.name);
      return readStored(file, entry, max, item.name);
    },
    close: async () => undefined,
  };
}

/**
 * Opens a pack file: its central directory only, so a file of any size is never held in memory,
 * only the entry being read. A pack file this app wrote is read here; any other ZIP, and anything
 * that is not one, by zip.js (loaded only then), which also says what is wrong with it.
 */
export async function openZip(file: Blob): Promise<ZipSource> {
  // A file that cannot be read fails in zip.js the same way, and is named there.
  const entries = await readPlainDirectory(file).catch(() => null);
  if (entries) return plainSource(file, entries);
  const { openWithZipJs } = await import('./zip-js-reader');
  return openWithZipJs(file);
}
