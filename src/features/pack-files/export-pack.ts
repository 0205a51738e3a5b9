import { makeZip } from 'client-zip';
import type { PackFileManifest } from './pack-file-format';
import { entryName, MANIFEST_NAME } from './pack-file-names';

/** Reads a file of the pack from this device (the media cache); undefined when it is gone. */
export type ReadStored = (path: string) => Promise<Response | undefined>;

/*
 * The pack file writer (client-zip: a streaming ZIP writer of stored entries, in this chunk only).
 * Each file's body streams from the media cache into the ZIP as the sink asks for it, so
 * memory holds a few chunks, not the pack.
 */

/** The ZIP's entries, one at a time: the manifest first, then each file's cached body. */
async function* entriesOf(manifest: PackFileManifest, read: ReadStored) {
  const lastModified = new Date();
  yield { name: MANIFEST_NAME, input: JSON.stringify(manifest, null, 1), lastModified };
  for (const file of manifest.files) {
    const response = await read(file.path);
    if (!response?.body) throw new Error(`${file.path} is no longer on this device`);
    yield { name: entryName(file.path), input: response, size: file.bytes, lastModified };
  }
}

/** The pack file as a stream; `onBytes` hears the bytes written so far. */
export function packFileStream(
  manifest: PackFileManifest,
  read: ReadStored,
  onBytes?: (written: number) => void,
): ReadableStream<Uint8Array> {
  let written = 0;
  const count = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      written += chunk.byteLength;
      onBytes?.(written);
      controller.enqueue(chunk);
    },
  });
  return makeZip(entriesOf(manifest, read), { buffersAreUTF8: true }).pipeThrough(count);
}

/** The size the file will have (roughly: the files, their headers and the manifest), for progress. */
export function expectedFileBytes(manifest: PackFileManifest): number {
  const perEntry = 30 + 46 + 16 + 28;
  return manifest.files.reduce((sum, f) => sum + f.bytes + perEntry + 2 * f.path.length, 2048 + manifest.files.length * 120);
}
