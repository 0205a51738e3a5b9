import type { ContentIndex, IndexEntry, Lang } from '@/content/types';
import { loadContentIndex } from '@/lib/content-index';
import { assetUrl } from '@/lib/media-cache';
import { cachedResponse, putVerified, verifyCached } from '@/lib/media-store';
import { dropPartial } from '@/lib/partial-cache';
import { sha256Bytes } from '@/lib/sha256';

/**
 * The media cache for pack files (features/pack-files): the same reads and writes a download
 * makes, through the engine's chunk (pack-manager.ts exports it), so the pack file code loads
 * none of them again and the engine's chunk stays whole.
 */
export interface PackFileIO {
  /** This app's content index for the language (null: the app has no such language). */
  loadIndex(lang: Lang): Promise<ContentIndex | null>;
  hash(data: Uint8Array<ArrayBuffer>): Promise<string>;
  /** A copy verified against the entry is in the media cache (a stale one is deleted). */
  isStored(entry: IndexEntry): Promise<boolean>;
  /** Stores bytes already checked against the entry, as a download stores them. */
  store(entry: IndexEntry, data: Uint8Array<ArrayBuffer>, sha256: string): Promise<void>;
  /** The cached copy of a file, to read its body. */
  read(path: string): Promise<Response | undefined>;
}

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt',
  pdf: 'application/pdf',
};

/** The Content-Type a download of the file gets from the content host, from its extension. */
export function contentTypeOf(path: string): string {
  return TYPES[/\.(\w+)$/.exec(path)?.[1] ?? ''] ?? 'application/octet-stream';
}

export const packFileIO: PackFileIO = {
  loadIndex: loadContentIndex,
  hash: sha256Bytes,
  isStored: (entry) => verifyCached(assetUrl(entry.path), entry),
  // As lib/verified-download.ts stores a download: the verified bytes with their sha256, then
  // any piece of the file the service worker kept for a download that never finished.
  async store(entry, data, sha256) {
    const url = assetUrl(entry.path);
    await putVerified(url, data, sha256, contentTypeOf(entry.path));
    await dropPartial(url);
  },
  read: (path) => cachedResponse(assetUrl(path)),
};
