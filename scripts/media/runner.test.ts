// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from './job';
import { loadManifest, saveManifest, serializeManifest, type Manifest } from './manifest';
import { dedupeJobs, runJobs } from './runner';

let dir: string;
let publicDir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-test-'));
  publicDir = join(dir, 'public');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function textJob(path: string, text: string, calls: { n: number }, phase: 0 | 1 = 0): Job {
  return {
    id: path,
    kind: 'svg',
    outputs: [path],
    inputs: { text },
    phase,
    external: false,
    build: async () => {
      calls.n++;
      return { [path]: `<svg>${text}</svg>` };
    },
  };
}

describe('runJobs (incremental)', () => {
  it('builds once, then skips while inputs and outputs are unchanged', async () => {
    const calls = { n: 0 };
    const manifest: Manifest = { jobs: {} };
    const jobs = [textJob('/images/en/a.svg', 'A', calls), textJob('/images/en/b.svg', 'B', calls)];
    const first = await runJobs(jobs, { publicDir, manifest, parallelism: 2 });
    expect(first.built.sort()).toEqual(['/images/en/a.svg', '/images/en/b.svg']);
    expect(await readFile(join(publicDir, 'images/en/a.svg'), 'utf8')).toBe('<svg>A</svg>');

    const second = await runJobs(jobs, { publicDir, manifest, parallelism: 2 });
    expect(second.built).toEqual([]);
    expect(second.skipped).toHaveLength(2);
    expect(calls.n).toBe(2);
  });

  it('rebuilds when the input text changes', async () => {
    const calls = { n: 0 };
    const manifest: Manifest = { jobs: {} };
    await runJobs([textJob('/a.svg', 'A', calls)], { publicDir, manifest, parallelism: 1 });
    const r = await runJobs([textJob('/a.svg', 'A2', calls)], { publicDir, manifest, parallelism: 1 });
    expect(r.built).toEqual(['/a.svg']);
    expect(await readFile(join(publicDir, 'a.svg'), 'utf8')).toBe('<svg>A2</svg>');
  });

  it('rebuilds an output that was edited or deleted by hand', async () => {
    const calls = { n: 0 };
    const manifest: Manifest = { jobs: {} };
    const jobs = [textJob('/a.svg', 'A', calls), textJob('/b.svg', 'B', calls)];
    await runJobs(jobs, { publicDir, manifest, parallelism: 1 });
    await writeFile(join(publicDir, 'a.svg'), 'tampered');
    await rm(join(publicDir, 'b.svg'));
    const r = await runJobs(jobs, { publicDir, manifest, parallelism: 1 });
    expect(r.built.sort()).toEqual(['/a.svg', '/b.svg']);
    expect(await readFile(join(publicDir, 'a.svg'), 'utf8')).toBe('<svg>A</svg>');
  });

  it('forces, dry-runs and runs phase 1 after phase 0', async () => {
    const calls = { n: 0 };
    const manifest: Manifest = { jobs: {} };
    const order: string[] = [];
    const dependent: Job = {
      ...textJob('/thumb.svg', 'T', calls, 1),
      build: async () => {
        order.push(await readFile(join(publicDir, 'src.svg'), 'utf8'));
        return { '/thumb.svg': 'thumb' };
      },
    };
    const jobs = [dependent, textJob('/src.svg', 'S', calls)];
    const dry = await runJobs(jobs, { publicDir, manifest, parallelism: 2, dryRun: true });
    expect(dry.built).toHaveLength(2);
    expect(existsSync(join(publicDir, 'src.svg'))).toBe(false);
    await runJobs(jobs, { publicDir, manifest, parallelism: 2 });
    expect(order).toEqual(['<svg>S</svg>']);
    const forced = await runJobs(jobs, { publicDir, manifest, parallelism: 2, force: true });
    expect(forced.built).toHaveLength(2);
  });

  it('records failures without stopping other jobs', async () => {
    const calls = { n: 0 };
    const manifest: Manifest = { jobs: {} };
    const bad: Job = { ...textJob('/bad.svg', 'X', calls), build: async () => ({}) };
    const r = await runJobs([bad, textJob('/ok.svg', 'O', calls)], { publicDir, manifest, parallelism: 1 });
    expect(r.failed.map((f) => f.id)).toEqual(['/bad.svg']);
    expect(r.built).toEqual(['/ok.svg']);
    expect(manifest.jobs['/bad.svg']).toBeUndefined();
  });

  it('prunes outputs of jobs that are no longer planned', async () => {
    const calls = { n: 0 };
    const manifest: Manifest = { jobs: {} };
    await runJobs([textJob('/images/en/old/x.svg', 'X', calls), textJob('/keep.svg', 'K', calls)], {
      publicDir,
      manifest,
      parallelism: 1,
    });
    const r = await runJobs([textJob('/keep.svg', 'K', calls)], { publicDir, manifest, parallelism: 1, prune: true });
    expect(r.removed).toEqual(['/images/en/old/x.svg']);
    expect(existsSync(join(publicDir, 'images'))).toBe(false);
    expect(Object.keys(manifest.jobs)).toEqual(['/keep.svg']);
  });

  it('refuses paths outside public/', async () => {
    const manifest: Manifest = { jobs: {} };
    const r = await runJobs([textJob('/../escape.svg', 'E', { n: 0 })], { publicDir, manifest, parallelism: 1 });
    expect(r.failed).toHaveLength(1);
    expect(existsSync(join(dir, 'escape.svg'))).toBe(false);
  });
});

describe('dedupeJobs', () => {
  it('drops identical repeats and warns about conflicting ones', () => {
    const calls = { n: 0 };
    const warn = vi.fn();
    const jobs = dedupeJobs([textJob('/a.svg', 'A', calls), textJob('/a.svg', 'A', calls), textJob('/a.svg', 'other', calls)], warn);
    expect(jobs).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns when two jobs claim the same output', () => {
    const warn = vi.fn();
    const a: Job = { ...textJob('/a.mp4', 'A', { n: 0 }), outputs: ['/a.mp4', '/a.vtt'] };
    const b: Job = { ...textJob('/b.mp4', 'B', { n: 0 }), outputs: ['/b.mp4', '/a.vtt'] };
    expect(dedupeJobs([a, b], warn).map((j) => j.id)).toEqual(['/a.mp4']);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('manifest file', () => {
  it('round-trips with sorted keys and is only rewritten on change', async () => {
    const file = join(dir, '.cache.json');
    const manifest: Manifest = {
      jobs: { '/b': { input: '2', outputs: { '/b': 'y' } }, '/a': { input: '1', outputs: { '/a2': 'x', '/a1': 'w' } } },
    };
    expect(await saveManifest(file, manifest)).toBe(true);
    expect(await saveManifest(file, manifest)).toBe(false);
    const text = await readFile(file, 'utf8');
    expect(text).toBe(serializeManifest(await loadManifest(file)));
    expect(text.indexOf('"/a"')).toBeLessThan(text.indexOf('"/b"'));
    expect(text.indexOf('"/a1"')).toBeLessThan(text.indexOf('"/a2"'));
    expect(await loadManifest(join(dir, 'missing.json'))).toEqual({ jobs: {} });
  });
});
