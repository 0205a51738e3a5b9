import MiniSearch from 'minisearch';
import type { Lang } from '../../src/content/types';
import { createEngine, type SearchEngine } from '../../src/features/search/dialog/engine';
import { indexOptions } from '../../src/features/search/options';
import { loadPacked } from '../../src/features/search/packed-index';
import type { SearchIndexData } from '../../src/features/search/search-doc';
import { searchIndexJson } from './build-index';

interface Built {
  data: SearchIndexData;
  index: MiniSearch;
  engine: SearchEngine;
}

const built = new Map<Lang, Promise<Built>>();

async function build(lang: Lang): Promise<Built> {
  const data = JSON.parse(await searchIndexJson(lang)) as SearchIndexData;
  const index = loadPacked(MiniSearch, data.index, indexOptions(lang));
  return { data, index, engine: createEngine(index, data.docs) };
}

/** What the app loads for a language (the plugin's module), read back the way the app reads it. */
export function loadBuiltIndex(lang: Lang): Promise<Built> {
  let once = built.get(lang);
  if (!once) built.set(lang, (once = build(lang)));
  return once;
}
