import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AssetKind, ContentIndex, FullModuleId, IndexEntry, Lang, SectionId } from '../../src/content/types';
import { sha256 } from './hash';
import { extOf, publicFile } from './paths';

export interface AssetGroups {
  modules: Record<FullModuleId, readonly string[]>;
  sections: Record<SectionId, readonly string[]>;
}

const KINDS: Record<string, AssetKind> = {
  svg: 'image',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  mp3: 'audio',
  mp4: 'video',
  webm: 'video',
  vtt: 'captions',
  pdf: 'pdf',
};

export function assetKind(path: string): AssetKind {
  const kind = KINDS[extOf(path)];
  if (!kind) throw new Error(`Unknown asset type: ${path}`);
  return kind;
}

/** sha256 over the unique entries sorted by path ("path sha256 bytes kind" lines). */
export function indexVersion(entries: Iterable<IndexEntry>): string {
  const unique = new Map<string, IndexEntry>();
  for (const e of entries) unique.set(e.path, e);
  const lines = [...unique.values()]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((e) => `${e.path} ${e.sha256} ${e.bytes} ${e.kind}\n`);
  return sha256(lines.join(''));
}

/** Reads every grouped asset from publicDir and builds the language's content index. */
export async function buildContentIndex(lang: Lang, groups: AssetGroups, publicDir: string): Promise<ContentIndex> {
  const cache = new Map<string, IndexEntry>();
  const missing: string[] = [];
  async function entry(path: string): Promise<IndexEntry | undefined> {
    const hit = cache.get(path);
    if (hit) return hit;
    const file = publicFile(publicDir, path);
    if (!existsSync(file)) {
      missing.push(path);
      return undefined;
    }
    const data = await readFile(file);
    const e: IndexEntry = { path, bytes: data.byteLength, sha256: sha256(data), kind: assetKind(path) };
    cache.set(path, e);
    return e;
  }
  async function list(paths: readonly string[]): Promise<IndexEntry[]> {
    const out: IndexEntry[] = [];
    for (const p of [...new Set(paths)].sort()) {
      const e = await entry(p);
      if (e) out.push(e);
    }
    return out;
  }
  const modules = {} as Record<FullModuleId, IndexEntry[]>;
  for (const id of Object.keys(groups.modules).sort() as FullModuleId[]) modules[id] = await list(groups.modules[id]);
  const sections = {} as Record<SectionId, IndexEntry[]>;
  for (const id of Object.keys(groups.sections).sort() as SectionId[]) sections[id] = await list(groups.sections[id]);
  if (missing.length) {
    throw new Error(`Content index ${lang}: ${missing.length} asset(s) missing, e.g. ${missing.slice(0, 5).join(', ')}`);
  }
  return { lang, version: indexVersion(cache.values()), modules, sections };
}

function serializeIndex(index: ContentIndex): string {
  return JSON.stringify(index, null, 2) + '\n';
}

/** Writes the index only if its text changed; returns whether it did. */
export async function writeIndexFile(file: string, index: ContentIndex): Promise<boolean> {
  const text = serializeIndex(index);
  if (existsSync(file) && (await readFile(file, 'utf8')) === text) return false;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text, 'utf8');
  return true;
}

/** Totals for reporting: all bytes and bytes without videos (captions included). */
export function indexTotals(index: ContentIndex): { files: number; bytes: number; bytesWithoutVideo: number } {
  const unique = new Map<string, IndexEntry>();
  for (const list of [...Object.values(index.modules), ...Object.values(index.sections)]) {
    for (const e of list) unique.set(e.path, e);
  }
  let bytes = 0;
  let bytesWithoutVideo = 0;
  for (const e of unique.values()) {
    bytes += e.bytes;
    if (e.kind !== 'video') bytesWithoutVideo += e.bytes;
  }
  return { files: unique.size, bytes, bytesWithoutVideo };
}
