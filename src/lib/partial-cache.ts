/**
 * The bytes of a file received before its download stopped (a dropped connection, a pause),
 * kept in Cache Storage (never as IndexedDB Blobs: WebKit automation and private sessions fail
 * on those) so the next attempt asks only for the rest.
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
  /** Content-Type of that response (a file that arrived whole is stored with it). */
  type?: string;
}

function keyOf(url: string): string {
  const u = new URL(url);
  return `${u.origin}/__partial${u.pathname}`;
}

const open = () => caches.open(PARTIAL_CACHE);

/*
 * The keys held, read once per page: every file of a pack asks for its partial copy, and nearly
 * all have none, so a miss costs no Cache Storage look-up. Only the one downloading tab writes
 * (features/packs/pack-tabs.ts); a key another tab wrote meanwhile is missed at worst, and that
 * file starts over, as it did before partial copies.
 */
let known: Promise<Set<string>> | null = null;
const keys = () =>
  (known ??= open()
    .then((cache) => cache.keys())
    .then((requests) => new Set(requests.map((r) => r.url)))
    .catch(() => new Set<string>()));

/** Forgets the keys read (tests: another page's writes). */
export function forgetPartialKeys(): void {
  known = null;
}

export async function loadPartial(url: string): Promise<PartialFile | null> {
  try {
    if (!(await keys()).has(keyOf(url))) return null;
    const response = await (await open()).match(keyOf(url));
    if (!response) return null;
    const data = new Uint8Array(await response.arrayBuffer());
    const type = response.headers.get('Content-Type') ?? undefined;
    return data.byteLength ? { data, validator: response.headers.get(VALIDATOR) ?? undefined, type } : null;
  } catch {
    return null;
  }
}

/** Keeps the bytes for a later attempt; a failure to store (quota) only costs a restart. */
export async function savePartial(url: string, file: PartialFile): Promise<void> {
  try {
    const headers: Record<string, string> = { 'Content-Length': String(file.data.byteLength) };
    if (file.validator) headers[VALIDATOR] = file.validator;
    if (file.type) headers['Content-Type'] = file.type;
    (await keys()).add(keyOf(url));
    await (await open()).put(keyOf(url), new Response(file.data.slice().buffer, { headers }));
  } catch {
    // Nothing kept: the next attempt starts the file again.
  }
}

export async function dropPartial(url: string): Promise<void> {
  try {
    (await keys()).delete(keyOf(url));
    await (await open()).delete(keyOf(url));
  } catch {
    // Nothing to drop.
  }
}
