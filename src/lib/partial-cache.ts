/**
 * The bytes of a file received before its download stopped (a dropped connection, a pause, a
 * reload, a closed tab), kept in Cache Storage (never as IndexedDB Blobs: WebKit automation and
 * private sessions fail on those) so the next attempt asks only for the rest.
 *
 * A file's bytes are kept as pieces, one entry each (`…/__partial/<path>?at=<offset>`), written as
 * they arrive: by the service worker, which downloads pack files for the page (sw/worker-download.ts),
 * or by the page when no worker controls it (file-fetch.ts). Its own cache and its own key path:
 * the worker answers media from every cache by path (sw/media.ts), and must never serve half a file.
 */
import { concatBytes } from './bytes';

const PARTIAL_CACHE = 'toolkit-partial';
const VALIDATOR = 'x-toolkit-validator';
const AT = 'x-toolkit-at';

export interface PartialFile {
  data: Uint8Array<ArrayBuffer>;
  /** ETag or Last-Modified of the response the bytes came from (for If-Range). */
  validator?: string;
  /** Content-Type of that response (a file that arrived whole is stored with it). */
  type?: string;
}

function keyOf(url: string): string {
  const u = new URL(url);
  return `${u.origin}/__partial${u.pathname}`;
}

const open = () => caches.open(PARTIAL_CACHE);

/*
 * The page's keys, read once per page: every file of a pack asks for its partial copy, and nearly
 * all have none, so a miss costs no Cache Storage look-up. Only the page writes when no worker
 * controls it; a key another tab wrote meanwhile is missed at worst, and that file starts over.
 */
let known: Promise<Set<string>> | null = null;
const keys = () =>
  (known ??= open()
    .then((cache) => cache.keys())
    .then((requests) => new Set(requests.map((r) => r.url.split('?')[0])))
    .catch(() => new Set<string>()));

/** Forgets the keys read (tests: another page's writes). */
export function forgetPartialKeys(): void {
  known = null;
}

/** Every piece kept of the file, joined from byte 0 up to the first gap; null when none. */
export async function readPieces(url: string): Promise<PartialFile | null> {
  try {
    const responses = await (await open()).matchAll(keyOf(url), { ignoreSearch: true });
    const pieces = await Promise.all(
      responses.map(async (r) => ({ at: Number(r.headers.get(AT) ?? 0), data: new Uint8Array(await r.arrayBuffer()), headers: r.headers })),
    );
    pieces.sort((a, b) => a.at - b.at);
    const joined: Uint8Array[] = [];
    let length = 0;
    for (const piece of pieces) {
      if (piece.at > length) break;
      const fresh = piece.data.subarray(length - piece.at);
      if (fresh.byteLength) joined.push(fresh);
      length += fresh.byteLength;
    }
    if (!length) return null;
    const first = pieces[0].headers;
    return {
      data: concatBytes(joined, length),
      validator: first.get(VALIDATOR) ?? undefined,
      type: first.get('Content-Type') ?? undefined,
    };
  } catch {
    return null;
  }
}

/** Keeps bytes received from offset `at`; a failure to store (quota) only costs fetching them again. */
export async function keepPiece(url: string, at: number, data: Uint8Array, meta: Omit<PartialFile, 'data'> = {}): Promise<void> {
  try {
    const headers: Record<string, string> = { 'Content-Length': String(data.byteLength), [AT]: String(at) };
    if (meta.validator) headers[VALIDATOR] = meta.validator;
    if (meta.type) headers['Content-Type'] = meta.type;
    if (known) (await known).add(keyOf(url));
    await (await open()).put(`${keyOf(url)}?at=${at}`, new Response(data.slice().buffer, { headers }));
  } catch {
    // Nothing kept: the next attempt fetches these bytes again.
  }
}

/** The page's read: what the page itself kept (no worker controls it). */
export async function loadPartial(url: string): Promise<PartialFile | null> {
  if (!(await keys()).has(keyOf(url))) return null;
  return readPieces(url);
}

/** Keeps a file's bytes from byte 0 for a later attempt, replacing what was kept. */
export async function savePartial(url: string, file: PartialFile): Promise<void> {
  await dropPartial(url);
  await keepPiece(url, 0, file.data, file);
}

export async function dropPartial(url: string): Promise<void> {
  try {
    if (known) (await known).delete(keyOf(url));
    await (await open()).delete(keyOf(url), { ignoreSearch: true });
  } catch {
    // Nothing to drop.
  }
}
