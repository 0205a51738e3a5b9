// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file under `dir`, tests and their helpers (src/test) left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === join('src', 'test')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('tab channels (docs/architecture.md, "Between tabs")', () => {
  it('are three: the synced stores’, presenting’s and downloads’, each opened in one place', () => {
    const opened = sources('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/tabChannel\(\s*([\w'".]+)/g)].map((m) => `${file}: ${m[1]}`),
    );
    expect(opened.sort()).toEqual([
      "src/features/packs/pack-link.ts: 'packs'",
      'src/features/present/use-present-sync.ts: PRESENT_CHANNEL',
      "src/lib/synced-store.ts: 'synced'",
    ]);
  });
});
