import type { ContentIndex } from '@/content/types';
import { loadPackFileIO, packEntries, type PackScope, type VideoFormat } from '@/features/packs';
import { expectedFileBytes, packFileStream } from './export-pack';
import { PACK_FILE_APP, PACK_FILE_FORMAT, type PackFileManifest } from './pack-file-format';

/** The pack as this device holds it: its files in the format this browser plays, with the index's sizes and sha256. */
export function manifestFor(index: ContentIndex, scope: PackScope, format: VideoFormat): PackFileManifest {
  const files = packEntries(index, scope, format).map(({ path, bytes, sha256 }) => ({ path, bytes, sha256 }));
  return { app: PACK_FILE_APP, format: PACK_FILE_FORMAT, contentVersion: index.version, lang: index.lang, pack: scope, files };
}

/** The pack file as a stream from the media cache (the chunk loaded when a person saves a pack: the ZIP writer in it). */
export async function packFile(
  manifest: PackFileManifest,
  onProgress: (written: number, total: number) => void,
): Promise<ReadableStream<Uint8Array>> {
  const total = expectedFileBytes(manifest);
  const io = await loadPackFileIO();
  return packFileStream(manifest, io.read, (written) => onProgress(written, Math.max(total, written)));
}
