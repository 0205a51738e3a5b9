import { contentIndexPath } from '../content/assets';
import type { ContentIndex, Lang } from '../content/types';
import { parseContentIndex } from './content-index-shape';

export { parseContentIndex } from './content-index-shape';

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
