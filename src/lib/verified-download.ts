import { fetchFile, RESUME_MIN_BYTES } from './file-fetch';
import { putVerified, verifyCached, type Expected } from './media-store';
import { keepsBytes, PackError } from './pack-errors';
import { dropPartial } from './partial-cache';
import { sha256Bytes } from './sha256';

export interface DownloadOptions {
  signal: AbortSignal;
  /** `held`: bytes of this file kept so far (0 after a restart); `fetched`: bytes just received. */
  onProgress: (held: number, fetched: number) => void;
  stallMs?: number;
  /** Whether a service worker controls the caller (a dedicated worker cannot ask; the page tells it). */
  serviceWorkerControls?: boolean;
}

const matches = (data: Uint8Array<ArrayBuffer>, sha: string, expected: Expected) =>
  data.byteLength === expected.bytes && sha === expected.sha256;

/**
 * Downloads one file, checks its size and sha256 against the index and only
 * then stores it: the media cache never holds a partial or wrong file. Large
 * files resume from the bytes an interrupted attempt kept (file-fetch.ts).
 * The HTTP cache is used first (a file the page already showed costs nothing);
 * a copy that does not match is discarded and fetched once more from the
 * server; a second mismatch is reported.
 */
export async function downloadVerified(url: string, expected: Expected, options: DownloadOptions): Promise<void> {
  // The worker may have cached it meanwhile; a stale copy is deleted here, or
  // the worker's cache-first route would answer with it.
  if (await verifyCached(url, expected)) return;
  const fetchOptions = { ...options, resumable: expected.bytes >= RESUME_MIN_BYTES, expectedBytes: expected.bytes };
  let { data, type } = await fetchFile(url, { ...fetchOptions, cache: 'default' });
  let sha = await sha256Bytes(data);
  if (!matches(data, sha, expected)) {
    options.onProgress(0, 0);
    await dropPartial(url);
    ({ data, type } = await fetchFile(url, { ...fetchOptions, cache: 'reload' }));
    sha = await sha256Bytes(data);
    if (!matches(data, sha, expected)) {
      options.onProgress(0, 0);
      throw new PackError('integrity', `${url} does not match the content index`);
    }
  }
  // Paused as it arrived: the file is kept (Resume would fetch it again); a Remove drops it.
  if (options.signal.aborted && !keepsBytes(options.signal.reason)) throw new PackError('aborted', 'Aborted');
  await putVerified(url, data, sha, type);
  // The bytes the service worker kept while it downloaded the file for the page.
  await dropPartial(url);
}
