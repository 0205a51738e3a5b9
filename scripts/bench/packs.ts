import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_MODULES, fullModuleId } from '../../src/content/catalogue';
import type { ContentIndex, IndexEntry, SectionId } from '../../src/content/types';
import { isCoreEntry } from '../../src/features/packs/packs';
import { LANGS } from '../../src/config/domain';
import { readText, sizeOf, sum } from './files';

export interface Precache {
  entries: number;
  raw: number;
  gzip: number;
  missing: string[];
}

/** Sum of the files listed in the precache manifest injected into sw.js. */
export function precacheSize(dist: string): Precache {
  const sw = readText(dist, 'sw.js');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const missing = urls.filter((u) => !existsSync(path.join(dist, u)));
  const sizes = urls.filter((u) => !missing.includes(u)).map((u) => sizeOf(dist, u));
  return { entries: urls.length, ...sum(sizes), missing };
}

export interface PackSize {
  name: string;
  files: number;
  /** What the app's core pack holds (slide images, narration, PDFs). */
  core: number;
  /** Videos and their captions, offered per section. */
  video: number;
}

function measure(name: string, entries: IndexEntry[]): PackSize {
  const unique = new Map(entries.map((e) => [e.path, e]));
  let core = 0;
  let video = 0;
  for (const e of unique.values()) {
    if (isCoreEntry(e)) core += e.bytes;
    else video += e.bytes;
  }
  return { name, files: unique.size, core, video };
}

export interface LangPacks {
  lang: string;
  total: PackSize;
  sections: PackSize[];
}

/** Core pack (slide images, narration, PDFs) and videos with their captions, per language and per section. */
export function packSizes(publicDir = 'public'): LangPacks[] {
  return LANGS.flatMap((lang) => {
    const file = path.join(publicDir, 'content-index', `${lang}.json`);
    if (!existsSync(file)) return [];
    const index = JSON.parse(readFileSync(file, 'utf8')) as ContentIndex;
    const all = [...Object.values(index.modules), ...Object.values(index.sections)].flat();
    const sections = (Object.keys(index.sections) as SectionId[]).map((id) => {
      const modules = id === 'promotional' ? [] : SECTION_MODULES[id].map(fullModuleId);
      return measure(id, [...index.sections[id], ...modules.flatMap((m) => index.modules[m] ?? [])]);
    });
    return [{ lang, total: measure('all', all), sections }];
  });
}
