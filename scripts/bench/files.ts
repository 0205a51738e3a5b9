import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

const gzipCache = new Map<string, FileSize>();

/** Raw and gzip (level 9, like Vite's report) size of a file under dist. */
export function sizeOf(dist: string, file: string): FileSize {
  const abs = path.join(dist, file);
  const hit = gzipCache.get(abs);
  if (hit) return hit;
  const data = readFileSync(abs);
  const size = { file, raw: data.byteLength, gzip: gzipSync(data, { level: 9 }).byteLength };
  gzipCache.set(abs, size);
  return size;
}

export function sum(sizes: FileSize[]): { raw: number; gzip: number } {
  return sizes.reduce((t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip }), { raw: 0, gzip: 0 });
}

/** Every file under dir, as paths relative to it. */
export function walk(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    return statSync(abs).isDirectory() ? walk(abs, base) : [path.relative(base, abs)];
  });
}

export function readText(dist: string, file: string): string {
  return readFileSync(path.join(dist, file), 'utf8');
}
