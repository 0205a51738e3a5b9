import type { Lang } from '@/content/types';
import { parseJson } from '@/lib/safe-parse';
import { indexOptions } from '../options';
import { loadPacked } from '../packed-index';
import type { SearchIndexData } from '../search-doc';
import { indexChunk, libraryChunk } from './chunks';
import { createEngine, type SearchEngine } from './engine';

/** The language's search: the library and the index are chunks of their own, fetched side by side. */
export async function loadEngine(lang: Lang): Promise<SearchEngine> {
  const [{ MiniSearch }, json] = await Promise.all([libraryChunk(), indexChunk(lang)]);
  const parsed = parseJson(json);
  // The index is our own build's file: unreadable, the load fails and is tried again next time.
  if (!parsed.ok) throw new Error('search index is not JSON');
  const data = parsed.value as SearchIndexData;
  return createEngine(loadPacked(MiniSearch, data.index, indexOptions(lang)), data.docs);
}

const engines = new Map<Lang, Promise<SearchEngine>>();

/** Loaded once per language; a failed load is tried again on the next call. */
export function engineFor(lang: Lang): Promise<SearchEngine> {
  let engine = engines.get(lang);
  if (!engine) {
    engine = loadEngine(lang);
    engine.catch(() => engines.delete(lang));
    engines.set(lang, engine);
  }
  return engine;
}
