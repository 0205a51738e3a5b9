import type { ContentIndex, IndexEntry, Lang } from '../content/types';

/*
 * The content index's shape, checked where it is read: by the page (content-index.ts) and by
 * the service worker before it keeps a file opened on use (sw/media-verify.ts). Types and
 * plain checks only, so both compile it.
 */

const KINDS = new Set(['image', 'audio', 'video', 'captions', 'pdf']);

function isEntry(value: unknown): value is IndexEntry {
  const e = value as IndexEntry;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.path === 'string' &&
    e.path.startsWith('/') &&
    Number.isInteger(e.bytes) &&
    e.bytes >= 0 &&
    typeof e.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(e.sha256) &&
    KINDS.has(e.kind)
  );
}

function isGroupMap(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every((list) => Array.isArray(list) && list.every(isEntry));
}

/** Validates the generated index at the boundary: a malformed file is an error, never a crash later. */
export function parseContentIndex(value: unknown, lang: Lang): ContentIndex {
  const index = value as ContentIndex;
  if (
    typeof index !== 'object' ||
    index === null ||
    index.lang !== lang ||
    typeof index.version !== 'string' ||
    !isGroupMap(index.modules) ||
    !isGroupMap(index.sections)
  ) {
    throw new Error(`Malformed content index for ${lang}`);
  }
  return index;
}

/** Every asset of an index by its path. */
export function entriesByPath(index: ContentIndex): Map<string, IndexEntry> {
  const byPath = new Map<string, IndexEntry>();
  for (const groups of [index.modules, index.sections]) {
    for (const list of Object.values(groups)) for (const entry of list) byPath.set(entry.path, entry);
  }
  return byPath;
}
