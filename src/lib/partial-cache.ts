/**
 * The bytes of a large file received before its connection dropped, kept in
 * Cache Storage (never as IndexedDB Blobs: WebKit automation and private
 * sessions fail on those) so the next attempt asks only for the rest.
 *
 * Its own cache and its own key path: the service worker answers media from
 * every cache by path (sw/media.ts), and must never serve half a file.
 */
const PARTIAL_CACHE = 'toolkit-partial';
const VALIDATOR = 'x-toolkit-validator';

export interface PartialFile {
  data: Uint8Array<ArrayBuffer>;
  /** ETag or Last-Modified of the response the bytes came from (for If-Range). */
  validator?: string;
}

function keyOf(url: string): string {
  const u = new URL(url);
  return `${u.origin}/__partial${u.pathname}`;
}

const open = () => caches.open(PARTIAL_CACHE);

export async function loadPartial(url: string): Promise<PartialFile | null> {
  try {
    const response = await (await open()).match(keyOf(url));
    if (!response) return null;
    const data = new Uint8Array(await response.arrayBuffer());
    return data.byteLength ? { data, validator: response.headers.get(VALIDATOR) ?? undefined } : null;
  } catch {
    return null;
  }
}

/** Keeps the bytes for a later attempt; a failure to store (quota) only costs a restart. */
export async function savePartial(url: string, file: PartialFile): Promise<void> {
  try {
    const headers: Record<string, string> = { 'Content-Length': String(file.data.byteLength) };
    if (file.validator) headers[VALIDATOR] = file.validator;
    await (await open()).put(keyOf(url), new Response(file.data.slice().buffer, { headers }));
  } catch {
    // Nothing kept: the next attempt starts the file again.
  }
}

export async function dropPartial(url: string): Promise<void> {
  try {
    await (await open()).delete(keyOf(url));
  } catch {
    // Nothing to drop.
  }
}
