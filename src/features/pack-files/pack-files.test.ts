// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContentIndex, IndexEntry } from '@/content/types';
import { packEntries, type PackKey } from '@/features/packs';
import { expectedFileBytes, packFileStream } from './export-pack';
import { importPackFile, type ImportDeps, type ImportProgress } from './import-pack';
import { packFileName, parseManifest, type PackFileManifest } from './pack-file-format';
import { badPackFiles, goodPackZip, manifestOf, type CorpusPack } from './test-corpus';
import { openZip } from './zip-reader';

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Bytes of a given size that differ by path (so each file has its own sha256). */
function bytesOf(path: string, size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(size));
  for (let i = 0; i < size; i++) out[i] = (path.charCodeAt(i % path.length) + i) & 0xff;
  return out;
}

const PATHS: [string, number, IndexEntry['kind']][] = [
  ['/pdfs/en/promotional/poster.pdf', 3000, 'pdf'],
  ['/images/en/promotional/poster-thumb.jpg', 1200, 'image'],
  ['/images/en/promotional/post.svg', 800, 'image'],
  ['/videos/en/promotional/engagement.webm', 9000, 'video'],
];

async function fixture(version = 'v1', changed: string[] = []) {
  const files = PATHS.map(([path, size]) => ({ path, data: bytesOf(path, size) }));
  const entries = await Promise.all(
    PATHS.map(async ([path, size, kind]): Promise<IndexEntry> => {
      const data = changed.includes(path) ? bytesOf(`${path}-new`, size + 7) : bytesOf(path, size);
      return { path, bytes: data.byteLength, kind, sha256: await sha256(data) };
    }),
  );
  const index: ContentIndex = {
    lang: 'en',
    version,
    modules: {} as ContentIndex['modules'],
    sections: { implementation: [], training: [], promotional: entries },
  };
  const pack: CorpusPack = { lang: 'en', scope: 'promotional', contentVersion: 'v1', files };
  return { index, pack, files };
}

function fakeDeps(index: ContentIndex) {
  const stored = new Map<string, string>();
  const adopted: PackKey[] = [];
  const deps: ImportDeps = {
    openZip,
    loadIndex: async (lang) => (lang === 'en' ? index : null),
    hash: sha256,
    isStored: async (entry) => stored.get(entry.path) === entry.sha256,
    store: async (entry, data, sha) => {
      expect(data.byteLength).toBe(entry.bytes);
      expect(sha).toBe(entry.sha256);
      stored.set(entry.path, sha);
    },
    adopt: async (key) => void adopted.push(key),
  };
  return { deps, stored, adopted };
}

const run = (
  bytes: Uint8Array<ArrayBuffer>,
  deps: ImportDeps,
  signal = new AbortController().signal,
  onProgress?: (p: ImportProgress) => void,
) => importPackFile(new Blob([bytes]), deps, { signal, onProgress });

describe('pack files', () => {
  it('names the file so a person knows what it is', () => {
    expect(packFileName('en', 'core', '226855bcdf7a4f8f1942e158e1f1db70')).toBe('operational-toolkit-en-core-226855bcdf7a.zip');
  });

  it('a file saved by the writer adds every file of the pack and has the pack record them', async () => {
    const { index, files } = await fixture();
    const manifest: PackFileManifest = { ...(await manifestOf({ lang: 'en', scope: 'promotional', contentVersion: 'v1', files })) };
    const byPath = new Map(files.map((f) => [f.path, f.data]));
    let written = 0;
    const stream = packFileStream(
      manifest,
      async (path) => new Response(byPath.get(path)),
      (n) => (written = n),
    );
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    expect(written).toBe(bytes.byteLength);
    expect(Math.abs(expectedFileBytes(manifest) - bytes.byteLength)).toBeLessThan(4096);
    const { deps, stored, adopted } = fakeDeps(index);
    const phases = new Set<string>();
    const result = await run(bytes, deps, undefined, (p) => phases.add(p.phase));
    expect(result).toEqual({ kind: 'done', key: 'en:promotional', added: 4, already: 0, mismatched: 0 });
    expect([...stored.keys()].sort()).toEqual(
      packEntries(index, 'promotional')
        .map((e) => e.path)
        .sort(),
    );
    expect(adopted).toEqual(['en:promotional']);
    expect([...phases]).toEqual(['checking', 'adding']);
  });

  it('files already on the device are counted, not stored again', async () => {
    const { index, pack } = await fixture();
    const { deps, stored } = fakeDeps(index);
    const [first] = index.sections.promotional;
    stored.set(first.path, first.sha256);
    const result = await run(await goodPackZip(pack), deps);
    expect(result).toMatchObject({ kind: 'done', added: 3, already: 1 });
  });

  it('a file of another content version adds the files that still match and counts the others', async () => {
    const changed = [PATHS[0][0], PATHS[3][0]];
    const { index, pack } = await fixture('v2', changed);
    const { deps, stored, adopted } = fakeDeps(index);
    const result = await run(await goodPackZip(pack), deps);
    expect(result).toMatchObject({ kind: 'done', added: 2, mismatched: 2 });
    expect([...stored.keys()].some((p) => changed.includes(p))).toBe(false);
    expect(adopted).toEqual(['en:promotional']);
  });

  it('a cancel while checking changes nothing; a cancel while adding keeps what was stored and has the pack count it', async () => {
    const { index, pack } = await fixture();
    const bytes = await goodPackZip(pack);
    const early = fakeDeps(index);
    const checking = new AbortController();
    const first = await run(bytes, early.deps, checking.signal, () => checking.abort());
    expect(first).toMatchObject({ kind: 'cancelled', added: 0 });
    expect(early.stored.size).toBe(0);
    expect(early.adopted).toEqual([]);

    const late = fakeDeps(index);
    const adding = new AbortController();
    const second = await run(bytes, late.deps, adding.signal, (p) => p.phase === 'adding' && p.bytesDone > 0 && adding.abort());
    expect(second).toMatchObject({ kind: 'cancelled', added: 1 });
    expect(late.stored.size).toBe(1);
    expect(late.adopted).toEqual(['en:promotional']);
  });

  it('a file that cannot be read any more while adding keeps what was stored', async () => {
    const { index, pack } = await fixture();
    const { deps, stored, adopted } = fakeDeps(index);
    let stores = 0;
    const store = deps.store;
    deps.store = async (...args) => {
      if (++stores === 3) throw Object.assign(new Error('gone'), { name: 'NotReadableError' });
      await store(...args);
    };
    const result = await run(await goodPackZip(pack), deps);
    expect(result).toMatchObject({ kind: 'stopped', error: 'unreadable', added: 2 });
    expect(stored.size).toBe(2);
    expect(adopted).toEqual(['en:promotional']);
  });

  it('reads a manifest of another app or a malformed one as such', () => {
    expect(parseManifest('{"app":"other"}')).toEqual({ ok: false, error: 'notOurs' });
    expect(parseManifest('not json')).toEqual({ ok: false, error: 'notOurs' });
    expect(parseManifest('{"app":"operational-toolkit","format":1}')).toEqual({ ok: false, error: 'damaged' });
  });
});

describe('the bad-file corpus', async () => {
  const { index, pack } = await fixture();
  const cases = await badPackFiles(pack);

  it('covers every kind of bad file the issue names', () => {
    expect(cases.map((c) => c.error).sort()).toEqual(
      [
        'bomb',
        'bomb',
        'corrupt',
        'empty',
        'manifestMismatch',
        'notOurs',
        'notOurs',
        'notZip',
        'outsidePack',
        'tooLarge',
        'truncated',
      ].sort(),
    );
  });

  it.each(cases.map((c) => [c.label, c] as const))('%s is refused with its message, and nothing is stored', async (_, badCase) => {
    const { deps, stored, adopted } = fakeDeps(index);
    const result = await run(badCase.bytes, deps);
    expect(result).toEqual({ kind: 'rejected', error: badCase.error });
    expect(stored.size).toBe(0);
    expect(adopted).toEqual([]);
  });
});
