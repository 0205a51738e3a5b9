import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { Lang } from '../../src/content/types';
import { isLang } from '../../src/config/domain.ts';

const PREFIX = 'virtual:search-index-';
const RESOLVED = `\0${PREFIX}`;

/**
 * `virtual:search-index-{lang}`: the language's search index, built from the content each time
 * the app is built (and in dev, again when a content file changes). The app imports it
 * lazily, so it is a chunk of its own, hashed and precached with the app shell.
 */
export function searchIndex(): Plugin {
  let built: Promise<{ indexes: Record<Lang, string>; files: string[] }> | undefined;
  /** The files the last indexes were built from (content, this builder). */
  let sources = new Set<string>();
  let root = process.cwd();
  return {
    name: 'toolkit-search-index',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      built = undefined;
    },
    watchChange(id) {
      if (sources.has(id)) built = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const lang = id.slice(RESOLVED.length);
      if (!isLang(lang)) throw new Error(`search index: unknown language "${lang}"`);
      built ??= runnerImport<{ indexes: Record<Lang, string> }>(path.resolve(root, 'scripts/search/indexes.ts')).then(
        ({ module, dependencies }) => ({ indexes: module.indexes, files: dependencies }),
      );
      const { indexes, files } = await built;
      sources = new Set(files);
      for (const file of files) this.addWatchFile(file);
      return `export const data = ${JSON.stringify(indexes[lang])};\n`;
    },
  };
}
