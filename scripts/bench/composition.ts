import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** "react-dom" for node_modules/react-dom/…, "@scope/pkg" for scoped packages, else the app path. */
function owner(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm === -1) return source.replace(/^(\.\.\/)+/, '').replace(/^\/work\/main\//, '');
  const rest = source.slice(nm + 'node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

export interface Part {
  owner: string;
  bytes: number;
}

/**
 * Raw bytes of a built chunk per package (or app file), from its source map:
 * each mapped segment counts up to the next one. Needs a build with source maps.
 */
export function composition(dist: string, file: string): Part[] | null {
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const code = readFileSync(path.join(dist, file), 'utf8').split('\n');
  const totals = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((line, row) => {
    const length = code[row]?.length ?? 0;
    let column = 0;
    const segments = line ? line.split(',').map(decodeSegment) : [];
    const starts: [number, number | null][] = [];
    for (const s of segments) {
      column += s[0];
      if (s.length > 1) source += s[1];
      starts.push([column, s.length > 1 ? source : null]);
    }
    starts.forEach(([start, src], i) => {
      const end = i + 1 < starts.length ? starts[i + 1][0] : length;
      const key = src === null ? '(unmapped)' : owner(map.sources[src] ?? '?');
      totals.set(key, (totals.get(key) ?? 0) + Math.max(0, end - start));
    });
  });
  return [...totals].map(([o, bytes]) => ({ owner: o, bytes })).sort((a, b) => b.bytes - a.bytes);
}
