import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentIndex } from '../../src/content/types';

/** The production build the suite runs (`npm run build`), or DIST_DIR. */
export const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');

export function contentIndex(lang = 'en', dist = DIST): ContentIndex {
  return JSON.parse(readFileSync(path.join(dist, 'content-index', `${lang}.json`), 'utf8')) as ContentIndex;
}
