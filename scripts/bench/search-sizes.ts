import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGS } from '../../src/config/domain';
import { sizeOf, type FileSize } from './files';

/** The search's chunks: loaded only when search first opens (src/features/search). */
export interface SearchSizes {
  library: FileSize | null;
  /** Each language's index chunk (scripts/search/plugin.ts). */
  indexes: { lang: string; file: FileSize | null }[];
  /** The search worker's entry: what every page behind the code loads for search once it is idle. */
  workerEntry: FileSize | null;
}

/** Chunks are named for their module: minisearch.ts, virtual:search-index-{lang}, search.worker.ts. */
function chunk(dist: string, pattern: RegExp): FileSize | null {
  const file = readdirSync(path.join(dist, 'assets')).find((f) => pattern.test(f));
  return file ? sizeOf(dist, `assets/${file}`) : null;
}

export function searchSizes(dist: string): SearchSizes {
  return {
    library: chunk(dist, /^minisearch-[\w-]{8}\.js$/),
    indexes: LANGS.map((lang) => ({ lang, file: chunk(dist, new RegExp(`^_virtual_search-index-${lang}-[\\w-]{8}\\.js$`)) })),
    workerEntry: chunk(dist, /^search\.worker-[\w-]{8}\.js$/),
  };
}
