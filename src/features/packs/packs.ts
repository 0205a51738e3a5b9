import { fullModuleId, SECTION_MODULES } from '@/content/catalogue';
import type { ContentIndex, FullModuleId, IndexEntry, Lang, SectionId } from '@/content/types';

/**
 * A pack is a language's assets for one scope:
 * - core: slide images, narration and PDFs of everything (no videos); downloads by itself;
 * - a section: the section's files and its modules' files, videos included;
 * - all: every file of the language.
 */
export type PackScope = 'core' | SectionId | 'all';
export type PackKey = `${Lang}:${PackScope}`;

export const PACK_SCOPES: readonly PackScope[] = ['core', 'implementation', 'training', 'promotional', 'all'];

export function packKey(lang: Lang, scope: PackScope): PackKey {
  return `${lang}:${scope}`;
}

export function parsePackKey(key: PackKey): { lang: Lang; scope: PackScope } {
  const [lang, scope] = key.split(':') as [Lang, PackScope];
  return { lang, scope };
}

/** In the core pack: everything but videos and their captions (those come with a section). */
export const isCoreEntry = (e: IndexEntry) => e.kind !== 'video' && e.kind !== 'captions';

/** Unique entries by path, in a stable order. */
export function uniqueEntries(lists: Iterable<readonly IndexEntry[]>): IndexEntry[] {
  const byPath = new Map<string, IndexEntry>();
  for (const list of lists) for (const e of list) if (!byPath.has(e.path)) byPath.set(e.path, e);
  return [...byPath.values()];
}

function sectionModules(section: SectionId): FullModuleId[] {
  return section === 'promotional' ? [] : SECTION_MODULES[section].map(fullModuleId);
}

/**
 * Videos come as WebM and MP4; a device plays only the first <source> it
 * supports (components/media/Video.tsx lists WebM first), so packs keep that one.
 */
export type VideoFormat = 'webm' | 'mp4';

function keepFormat(entries: IndexEntry[], format: VideoFormat): IndexEntry[] {
  const paths = new Set(entries.map((e) => e.path));
  return entries.filter((e) => {
    const ext = /\.(webm|mp4)$/.exec(e.path)?.[1];
    return e.kind !== 'video' || !ext || ext === format || !paths.has(e.path.replace(/\.(webm|mp4)$/, `.${format}`));
  });
}

const memo = new WeakMap<ContentIndex, Map<string, IndexEntry[]>>();

/**
 * The pack's unique entries, memoised per index object (views recompute often).
 * Without a format, both video formats are listed (for removing stale copies).
 */
export function packEntries(index: ContentIndex, scope: PackScope, format?: VideoFormat): IndexEntry[] {
  let byScope = memo.get(index);
  if (!byScope) memo.set(index, (byScope = new Map()));
  const key = `${scope}:${format ?? 'any'}`;
  let entries = byScope.get(key);
  if (!entries) {
    const all = computeEntries(index, scope);
    byScope.set(key, (entries = format ? keepFormat(all, format) : all));
  }
  return entries;
}

const byPathMemo = new WeakMap<ContentIndex, Map<string, IndexEntry>>();

export function entryByPath(index: ContentIndex, path: string): IndexEntry | undefined {
  let map = byPathMemo.get(index);
  if (!map) byPathMemo.set(index, (map = new Map(packEntries(index, 'all').map((e) => [e.path, e]))));
  return map.get(path);
}

function computeEntries(index: ContentIndex, scope: PackScope): IndexEntry[] {
  const modules = Object.values(index.modules);
  const sections = Object.values(index.sections);
  switch (scope) {
    case 'core':
      return uniqueEntries([...modules, ...sections]).filter(isCoreEntry);
    case 'all':
      return uniqueEntries([...modules, ...sections]);
    default:
      return uniqueEntries([index.sections[scope] ?? [], ...sectionModules(scope).map((id) => index.modules[id] ?? [])]);
  }
}

export function moduleEntries(index: ContentIndex, id: FullModuleId, format?: VideoFormat): IndexEntry[] {
  const entries = uniqueEntries([index.modules[id] ?? []]);
  return format ? keepFormat(entries, format) : entries;
}

export function sumBytes(entries: readonly IndexEntry[]): number {
  return entries.reduce((sum, e) => sum + e.bytes, 0);
}

export const isVideoEntry = (e: IndexEntry) => !isCoreEntry(e);

/** Every path of the given indexes with its current sha256 (for removing stale copies). */
export function currentShas(indexes: Iterable<ContentIndex>): Map<string, string> {
  const out = new Map<string, string>();
  for (const index of indexes) for (const e of packEntries(index, 'all')) out.set(e.path, e.sha256);
  return out;
}
