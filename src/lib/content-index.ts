import { contentIndexPath } from '../content/assets';
import type { ContentIndex, IndexEntry, Lang } from '../content/types';

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

/**
 * The per-language index of every asset (path, bytes, sha256). It is precached
 * with the app shell, so it answers offline and always matches the running code.
 * Resolves to null when the language has no index.
 */
export async function loadContentIndex(lang: Lang): Promise<ContentIndex | null> {
  const response = await fetch(contentIndexPath(lang));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Content index ${lang}: HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  return parseContentIndex(await response.json(), lang);
}
