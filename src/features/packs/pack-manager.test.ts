import { describe, expect, it, vi } from 'vitest';
import type { ContentIndex } from '../../content/types';
import { PackError } from '../../lib/pack-errors';
import type { OfflineDeps } from './offline-deps';
import { PackManager } from './pack-manager';
import { emptyPrefs, type PackPrefs } from './pack-prefs';
import { packEntries } from './packs';
import { packStatus, packView } from './selectors';
import { makeIndex, sha } from './test-fixtures';

const url = (path: string) => `http://app${path}`;

function setup(options: { cache?: Map<string, string | undefined>; index?: ContentIndex; quotaAfter?: number } = {}) {
  const cache = options.cache ?? new Map<string, string | undefined>();
  const index = options.index ?? makeIndex();
  let prefs: PackPrefs = emptyPrefs();
  const downloads: string[] = [];
  const deps: OfflineDeps = {
    supported: () => true,
    online: () => true,
    videoFormat: () => 'webm',
    loadIndex: async (lang) => (lang === 'en' ? index : null),
    listCached: async () => new Map(cache),
    verifyCached: async (u, expected) => {
      if (!cache.has(u)) return false;
      const ok = (cache.get(u) ?? expected.sha256) === expected.sha256;
      if (ok) cache.set(u, expected.sha256);
      else cache.delete(u);
      return ok;
    },
    download: async (u, expected, { onProgress }) => {
      if (options.quotaAfter !== undefined && downloads.length >= options.quotaAfter) {
        throw new PackError('quota', 'full');
      }
      downloads.push(u);
      onProgress(expected.bytes, expected.bytes);
      cache.set(u, expected.sha256);
    },
    deleteCached: async (urls) => [...urls].forEach((u) => cache.delete(u)),
    assetUrl: url,
    estimate: async () => ({ usage: 1000, quota: 10_000, persisted: false }),
    persist: vi.fn(async () => true),
    loadPrefs: async () => prefs,
    savePrefs: async (p) => void (prefs = p),
    retryGate: () => ({ wait: async () => undefined, reset: () => undefined }),
  };
  const manager = new PackManager(deps);
  const idle = () => new Promise((r) => setTimeout(r, 20));
  return { manager, cache, deps, downloads, idle, view: (scope: Parameters<typeof packView>[2]) => packView(manager.getSnapshot(), 'en', scope)! };
}

describe('PackManager', () => {
  it('downloads the core pack by itself, asks for persistent storage, and is then complete', async () => {
    const { manager, downloads, deps, idle, view } = setup();
    await manager.auto('en');
    await idle();
    expect(downloads).toHaveLength(21);
    expect(deps.persist).toHaveBeenCalled();
    expect(packStatus(view('core'))).toBe('complete');
    expect(packStatus(view('training'))).toBe('idle');
  });

  it('a section pack only fetches what the core pack has not already saved', async () => {
    const { manager, downloads, idle, view } = setup();
    await manager.auto('en');
    await idle();
    downloads.length = 0;
    await manager.start('en:training');
    await idle();
    expect(downloads.sort()).toEqual([url('/videos/en/modules/3/slide-6.mp4'), url('/videos/en/modules/3/slide-6.vtt'), url('/videos/en/training/tutorial.mp4')].sort());
    expect(view('training')).toMatchObject({ complete: true, cachedBytes: view('training').bytes });
  });

  it('removes stale and unlisted copies at start and refetches changed files of wanted packs', async () => {
    const index = makeIndex();
    const cache = new Map<string, string | undefined>();
    for (const e of packEntries(index, 'core')) cache.set(url(e.path), e.sha256);
    const changed = index.modules['2'][0];
    cache.set(url(changed.path), sha('old version'));
    cache.set(url('/images/en/removed.svg'), sha('removed'));
    const { manager, downloads, idle } = setup({ cache, index });
    await manager.auto('en');
    await idle();
    expect(cache.has(url('/images/en/removed.svg'))).toBe(false);
    expect(downloads).toEqual([url(changed.path)]);
    expect(cache.get(url(changed.path))).toBe(changed.sha256);
  });

  it('clearing a section keeps files the core pack still needs', async () => {
    const { manager, cache, idle, view } = setup();
    await manager.auto('en');
    await manager.start('en:training');
    await idle();
    await manager.clear('en:training');
    expect(cache.has(url('/videos/en/training/tutorial.mp4'))).toBe(false);
    expect(cache.has(url('/pdfs/en/training/manual.pdf'))).toBe(true);
    expect(packStatus(view('core'))).toBe('complete');
    expect(packStatus(view('training'))).toBe('idle');
  });

  it('clearing the core pack stops it from downloading by itself again', async () => {
    const { manager, cache, downloads, idle } = setup();
    await manager.auto('en');
    await idle();
    await manager.clear('en:core');
    expect(cache.size).toBe(0);
    downloads.length = 0;
    await manager.auto('en');
    await idle();
    expect(downloads).toHaveLength(0);
  });

  it('a quota error leaves the pack incomplete with the error, keeping verified files', async () => {
    const { manager, idle, view } = setup({ quotaAfter: 5 });
    await manager.auto('en');
    await idle();
    const core = view('core');
    expect(core.complete).toBe(false);
    expect(core.job).toMatchObject({ status: 'error', error: 'quota' });
    expect(core.cachedFiles).toBe(5);
  });

  it('pause keeps the pack paused across auto runs until resumed', async () => {
    const { manager, idle, view } = setup();
    await manager.start('en:all');
    await manager.pause('en:all');
    await idle();
    expect(packStatus(view('all'))).toBe('paused');
    await manager.auto('en');
    await idle();
    expect(view('all').complete).toBe(false);
    await manager.resume('en:all');
    await idle();
    expect(packStatus(view('all'))).toBe('complete');
  });

  it('records a file the service worker cached on use once it matches the index', async () => {
    const index = makeIndex();
    const e = index.modules['7'][0];
    const { manager, cache } = setup({ index });
    await manager.init();
    cache.set(url(e.path), undefined);
    await manager.mediaCached(url(e.path));
    await new Promise((r) => setTimeout(r, 200));
    expect(manager.getSnapshot().cached.has(e.path)).toBe(true);
  });
});
