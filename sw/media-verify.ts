/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import type { IndexEntry } from '../src/content/types';
import { entriesByPath, parseContentIndex } from '../src/lib/content-index-shape';
import { isLang } from '../src/config/domain';
import { parseJson } from '../src/lib/safe-parse';
import { SHA_HEADER } from './shared';

type Entries = Map<string, IndexEntry>;

const indexes = new Map<string, Promise<Entries | null>>();

/** The language's content index, from the precache (it always matches this worker's build). */
async function readIndex(lang: string): Promise<Entries | null> {
  if (!isLang(lang)) return null;
  const response = (await matchPrecache(`/content-index/${lang}.json`)) ?? (await fetch(`/content-index/${lang}.json`));
  if (!response.ok) return null;
  const parsed = parseJson(await response.text());
  return parsed.ok ? entriesByPath(parseContentIndex(parsed.value, lang)) : null;
}

function entriesFor(lang: string): Promise<Entries | null> {
  let pending = indexes.get(lang);
  if (!pending) {
    pending = readIndex(lang).catch(() => null);
    // A failed read is tried again on the next file.
    void pending.then((entries) => entries ?? indexes.delete(lang));
    indexes.set(lang, pending);
  }
  return pending;
}

const hex = (digest: ArrayBuffer) => [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A copy of the response fit for the media cache when its body is the file the content index
 * names (its size and sha256, as the pack downloader checks); null for anything else: a file
 * the index does not list, a proxy's error page answered 200, a cut or changed file.
 */
export async function verifiedCopy(pathname: string, response: Response): Promise<Response | null> {
  const entry = (await entriesFor(pathname.split('/')[2] ?? ''))?.get(pathname);
  if (!entry) return null;
  const body = await response.arrayBuffer();
  if (body.byteLength !== entry.bytes) return null;
  const sha = hex(await crypto.subtle.digest('SHA-256', body));
  if (sha !== entry.sha256) return null;
  const headers = new Headers(response.headers);
  headers.set(SHA_HEADER, sha);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: 200, headers });
}

/** The file's size in the content index (undefined: a file the index does not list). */
export async function indexedSize(pathname: string): Promise<number | undefined> {
  return (await entriesFor(pathname.split('/')[2] ?? ''))?.get(pathname)?.bytes;
}
