import type { ContentIndex, IndexEntry } from '@/content/types';
import { packEntries, packKey, type PackKey } from '@/features/packs';
import type { PackFileError } from './errors';
import { isSafeEntryName, MANIFEST_NAME, pathOfEntry, type ManifestFile, type PackFileManifest } from './pack-file-format';
import type { ZipItem } from './zip-source';

/** One file of the ZIP: the bytes it must hold (its manifest line) and, when this version has it, the index entry it is stored as. */
export interface PlannedFile {
  item: ZipItem;
  line: ManifestFile;
  entry?: IndexEntry;
}

export interface ImportPlan {
  key: PackKey;
  files: PlannedFile[];
  /** Files of the ZIP this app's content index does not list as they are (another content version). */
  mismatched: number;
}

/**
 * The most a pack file may weigh: twice the pack (another content version may have grown),
 * with room for the ZIP's headers and the manifest (about 200 bytes a file). More is not the pack.
 */
export const maxFileBytes = (packBytes: number, files: number) => 2 * packBytes + 64 * 1024 + 512 * files;

const total = (sizes: readonly number[]) => sizes.reduce((sum, n) => sum + n, 0);

const matches = (line: ManifestFile, entry: IndexEntry | undefined) =>
  entry !== undefined && entry.bytes === line.bytes && entry.sha256 === line.sha256;

function hasDuplicates(names: readonly string[]): boolean {
  return new Set(names).size !== names.length;
}

/**
 * Checks a ZIP's central directory against its manifest and this app's content index before a
 * byte of a file is read: names inside the pack, no duplicate, the same files and sizes in both,
 * no more than the pack could weigh. What the manifest says decides nothing that is stored: a
 * file is stored only as the index entry of the same path, size and sha256 (checked again on its
 * bytes, import-pack.ts).
 */
export function planImport(
  manifest: PackFileManifest,
  items: readonly ZipItem[],
  fileSize: number,
  index: ContentIndex,
): ImportPlan | PackFileError {
  const files = items.filter((i) => !i.directory && i.name !== MANIFEST_NAME);
  const lines = manifest.files;
  if (
    files.some((i) => !isSafeEntryName(i.name)) ||
    lines.some((l) => !isSafeEntryName(l.path.replace(/^\//, '')) || !l.path.startsWith('/'))
  ) {
    return 'outsidePack';
  }
  if (hasDuplicates(files.map((i) => i.name)) || hasDuplicates(lines.map((l) => l.path))) return 'damaged';
  const pack = packEntries(index, manifest.pack);
  const limit = maxFileBytes(total(pack.map((e) => e.bytes)), pack.length);
  if (fileSize > limit || total(lines.map((l) => l.bytes)) > limit || total(files.map((i) => i.size)) > limit) return 'tooLarge';
  const byPath = new Map(lines.map((l) => [l.path, l]));
  if (files.length !== lines.length) return 'manifestMismatch';
  const inPack = new Map(pack.map((e) => [e.path, e]));
  const planned: PlannedFile[] = [];
  for (const item of files) {
    const line = byPath.get(pathOfEntry(item.name));
    if (!line || line.bytes !== item.size) return 'manifestMismatch';
    const entry = inPack.get(line.path);
    planned.push({ item, line, entry: matches(line, entry) ? entry : undefined });
  }
  return {
    key: packKey(index.lang, manifest.pack),
    files: planned,
    mismatched: planned.filter((f) => !f.entry).length,
  };
}
