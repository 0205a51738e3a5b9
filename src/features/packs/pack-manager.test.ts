import { describe, expect, it, vi } from 'vitest';
import type { ContentIndex } from '@/content/types';
import { PackError, PAUSED, SUSPENDED } from '@/lib/pack-errors';
import type { OfflineDeps } from './offline-deps';
import { createPackManager, SUSPEND_MAX_MS } from './pack-manager';
import { emptyPrefs, type PackPrefs } from './pack-prefs';
import { packEntries } from './packs';
import { packStatus, packView } from './selectors';
import { makeIndex, sha } from './test-fixtures';

const url = (path: string) => `http://app${path}`;

/** The French index: the English fixture's files under /fr/ paths. */
function frIndex(): ContentIndex {
  const text = JSON.stringify(makeIndex()).replaceAll('/en/', '/fr/');
  const index = JSON.parse(text) as ContentIndex;
  for (const list of [...Object.values(index.modules), ...Object.values(index.sections)]) {
    for (const e of list) e.sha256 = sha(e.path);
  }
  return { ...index, lang: 'fr' };
}

interface Options {
  cache?: Map<string, string | undefined>;
  index?: ContentIndex;
  /** The French index (none by default). */
  fr?: ContentIndex;
  quotaAfter?: number;
  /** Each download takes this long (ms): packs running side by side overlap. */
  downloadMs?: number;
  /** Downloads wait until released (`release()`), or end (after `windDownMs`) when aborted. */
  held?: { windDownMs: number };
  /** Saving the pack choices takes this long (ms). */
  saveMs?: number;
}

function setup(options: Options = {}) {
  const cache = options.cache ?? new Map<string, string | undefined>();
  const index = options.index ?? makeIndex();
  const indexReads: string[] = [];
  let cacheListings = 0;
  let prefs: PackPrefs = emptyPrefs();
  const downloads: string[] = [];
  /** The signal of each download in flight, in order. */
  const signals: AbortSignal[] = [];
  let release = () => undefined as void;
  let released = new Promise<void>((r) => (release = r));
  const deps: OfflineDeps = {
    supported: () => true,
    online: () => true,
    videoFormat: () => 'webm',
    loadIndex: async (lang) => (indexReads.push(lang), lang === 'en' ? index : (options.fr ?? null)),
    listCached: async () => (cacheListings++, new Map(cache)),
    verifyCached: async (u, expected) => {
      if (!cache.has(u)) return false;
      const ok = (cache.get(u) ?? expected.sha256) === expected.sha256;
      if (ok) cache.set(u, expected.sha256);
      else cache.delete(u);
      return ok;
    },
    download: async (u, expected, { signal, onProgress }) => {
      if (options.quotaAfter !== undefined && downloads.length >= options.quotaAfter) {
        throw new PackError('quota', 'full');
      }
      downloads.push(u);
      if (options.downloadMs) await new Promise((r) => setTimeout(r, options.downloadMs));
      if (options.held) {
        signals.push(signal);
        const aborted = new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => setTimeout(() => reject(new PackError('aborted', 'Aborted')), options.held!.windDownMs)),
        );
        await Promise.race([released, aborted]);
      }
      onProgress(expected.bytes, expected.bytes);
      cache.set(u, expected.sha256);
    },
    deleteCached: async (urls) => [...urls].forEach((u) => cache.delete(u)),
    assetUrl: url,
    estimate: async () => ({ usage: 1000, quota: 10_000, persisted: false }),
    persist: vi.fn(async () => true),
    loadPrefs: async () => prefs,
    savePrefs: async (p) => {
      if (options.saveMs) await new Promise((r) => setTimeout(r, options.saveMs));
      prefs = p;
    },
    retryGate: () => ({ wait: async () => undefined, reset: () => undefined }),
  };
  const manager = createPackManager(deps);
  const idle = () => new Promise((r) => setTimeout(r, 20));
  const reads = () => ({ indexes: [...indexReads], cacheListings });
  const releaseAll = () => {
    release();
    released = new Promise<void>((r) => (release = r));
  };
  return {
    manager,
    cache,
    deps,
    downloads,
    signals,
    releaseAll,
    idle,
    reads,
    view: (scope: Parameters<typeof packView>[2]) => packView(manager.store.getSnapshot(), 'en', scope)!,
  };
}

describe('PackManager', () => {
  it('subscribing starts nothing: no content index is fetched, no cache listed', async () => {
    const { manager, idle, reads } = setup();
    const heard = vi.fn();
    const stop = manager.store.subscribe(heard);
    await idle();
    expect(reads()).toEqual({ indexes: [], cacheListings: 0 });
    expect(heard).not.toHaveBeenCalled();
    expect(manager.store.getSnapshot().ready).toBe(false);
    stop();
  });

  it('opening a language reads that language’s index only, and another when the language changes', async () => {
    const { manager, reads, view } = setup({ fr: frIndex() });
    await manager.openLanguage('en');
    expect(reads()).toEqual({ indexes: ['en'], cacheListings: 1 });
    expect(view('core').files).toBe(21);
    expect(manager.store.getSnapshot().indexes.fr).toBeUndefined();
    await manager.openLanguage('en');
    expect(reads().indexes).toEqual(['en']);
    await manager.openLanguage('fr');
    expect(reads().indexes).toEqual(['en', 'fr']);
    expect(manager.store.getSnapshot().indexes.fr).toBeDefined();
  });

  it('keeps another language’s cached files, reading that index only because the cache holds them', async () => {
    const fr = frIndex();
    const cache = new Map<string, string | undefined>();
    const french = packEntries(fr, 'core')[0];
    cache.set(url(french.path), french.sha256);
    cache.set(url('/images/fr/removed.svg'), sha('removed'));
    const { manager, reads } = setup({ cache, fr });
    await manager.openLanguage('en');
    expect(reads().indexes).toEqual(['en', 'fr']);
    expect(cache.has(url(french.path))).toBe(true);
    expect(cache.has(url('/images/fr/removed.svg'))).toBe(false);
  });

  it('deletes no unlisted file while another language’s index cannot be read', async () => {
    const cache = new Map<string, string | undefined>([[url('/images/fr/modules/2/slide-1.svg'), sha('x')]]);
    const { manager, deps } = setup({ cache });
    deps.loadIndex = async (lang) => {
      if (lang === 'fr') throw new Error('offline');
      return makeIndex();
    };
    await manager.openLanguage('en');
    expect(cache.size).toBe(1);
  });

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
    expect(downloads.sort()).toEqual(
      [url('/videos/en/modules/3/slide-6.mp4'), url('/videos/en/modules/3/slide-6.vtt'), url('/videos/en/training/tutorial.mp4')].sort(),
    );
    expect(view('training')).toMatchObject({ complete: true, cachedBytes: view('training').bytes });
  });

  it('two packs running side by side fetch no file twice, even one the other finished after this run looked', async () => {
    const { manager, downloads, view } = setup({ downloadMs: 5 });
    const core = manager.auto('en');
    const training = manager.start('en:training');
    await Promise.all([core, training]);
    await vi.waitFor(() => expect(packStatus(view('training'))).toBe('complete'), { timeout: 2000 });
    await vi.waitFor(() => expect(packStatus(view('core'))).toBe('complete'), { timeout: 2000 });
    expect(downloads.filter((u, i) => downloads.indexOf(u) !== i)).toEqual([]);
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

  it('a Cancel pressed while a start is still being saved wins: nothing is downloaded', async () => {
    const { manager, downloads, idle, view } = setup({ saveMs: 30 });
    const started = manager.start('en:training');
    await manager.clear('en:training');
    await started;
    await idle();
    expect(downloads).toHaveLength(0);
    expect(packStatus(view('training'))).toBe('idle');
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

  it('a pause acts at the press: the download is aborted and shows paused before anything is awaited', async () => {
    const { manager, signals, view } = setup({ held: { windDownMs: 50 } });
    await manager.start('en:all');
    await vi.waitFor(() => expect(signals.length).toBeGreaterThan(0));
    expect(packStatus(view('all'))).toBe('running');
    void manager.pause('en:all');
    // Same task: no microtask has run since the press.
    expect(signals.every((s) => s.aborted && s.reason === PAUSED)).toBe(true);
    expect(packStatus(view('all'))).toBe('paused');
    expect(view('all').paused).toBe(true);
  });

  it('a Resume pressed while the paused run still winds down starts the pack again', async () => {
    const { manager, signals, releaseAll, idle, view } = setup({ held: { windDownMs: 30 } });
    await manager.start('en:all');
    await vi.waitFor(() => expect(signals.length).toBeGreaterThan(0));
    void manager.pause('en:all');
    await manager.resume('en:all');
    await idle();
    await idle();
    expect(packStatus(view('all'))).toBe('running');
    const fresh = signals.filter((s) => !s.aborted);
    expect(fresh.length).toBeGreaterThan(0);
    for (let i = 0; i < 40 && packStatus(view('all')) !== 'complete'; i++) {
      releaseAll();
      await idle();
    }
    expect(packStatus(view('all'))).toBe('complete');
  });

  it('suspending (a new version being applied) pauses the downloads, keeping what arrived, until the new version controls the page', async () => {
    const { manager, signals, releaseAll, idle, view } = setup({ held: { windDownMs: 0 } });
    await manager.start('en:all');
    await vi.waitFor(() => expect(signals.length).toBeGreaterThan(0));
    manager.suspend();
    expect(signals.every((s) => s.aborted && s.reason === SUSPENDED)).toBe(true);
    await idle();
    expect(packStatus(view('all'))).toBe('paused');
    // The user's choice is unchanged; nothing starts it meanwhile, not even the automatic downloads.
    expect(view('all').paused).toBe(false);
    const before = signals.length;
    await manager.auto('en');
    await idle();
    expect(signals.length).toBe(before);
    manager.resumeSuspended();
    for (let i = 0; i < 40 && packStatus(view('all')) !== 'complete'; i++) {
      releaseAll();
      await idle();
    }
    expect(packStatus(view('all'))).toBe('complete');
  });

  it('an update that never takes control does not hold the downloads for ever', async () => {
    vi.useFakeTimers();
    try {
      const { manager, signals } = setup({ held: { windDownMs: 0 } });
      await manager.start('en:all');
      await vi.advanceTimersByTimeAsync(10);
      manager.suspend();
      await vi.advanceTimersByTimeAsync(10);
      const before = signals.length;
      await vi.advanceTimersByTimeAsync(SUSPEND_MAX_MS);
      expect(signals.length).toBeGreaterThan(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a suspension the reloaded page resumes the wanted pack by itself', async () => {
    const { manager, idle, deps } = setup({ downloadMs: 5 });
    await manager.start('en:all');
    manager.suspend();
    await idle();
    const reloaded = createPackManager(deps);
    await reloaded.auto('en');
    await vi.waitFor(() => expect(packStatus(packView(reloaded.store.getSnapshot(), 'en', 'all')!)).toBe('complete'));
  });

  it('records a file the service worker cached on use once it matches the index', async () => {
    const index = makeIndex();
    const e = index.modules['7'][0];
    const { manager, cache } = setup({ index });
    await manager.openLanguage('en');
    cache.set(url(e.path), undefined);
    await manager.mediaCached(url(e.path));
    await new Promise((r) => setTimeout(r, 200));
    expect(manager.store.getSnapshot().cached.has(e.path)).toBe(true);
  });
  describe('adopt (files added from a pack file)', () => {
    it('a section whose every file the cache now holds is wanted and Available offline, with no download', async () => {
      const index = makeIndex();
      const { manager, cache, downloads, idle, view } = setup({ index });
      await manager.openLanguage('en');
      for (const e of packEntries(index, 'training', 'webm')) cache.set(url(e.path), e.sha256);
      await manager.adopt('en:training');
      await idle();
      expect(downloads).toEqual([]);
      expect(packStatus(view('training'))).toBe('complete');
      expect(view('training').wanted).toBe(true);
    });

    it('part of a pack counts as a paused download: its files shown, Resume fetches only the rest', async () => {
      const index = makeIndex();
      const { manager, cache, downloads, idle, view } = setup({ index });
      await manager.openLanguage('en');
      const [first, ...rest] = packEntries(index, 'training', 'webm');
      cache.set(url(first.path), first.sha256);
      await manager.adopt('en:training');
      await idle();
      expect(downloads).toEqual([]);
      expect(packStatus(view('training'))).toBe('paused');
      expect(view('training').cachedFiles).toBe(1);
      await manager.resume('en:training');
      await idle();
      expect(downloads.sort()).toEqual(rest.map((e) => url(e.path)).sort());
    });

    it('a file whose cached copy does not match the index is not counted', async () => {
      const index = makeIndex();
      const { manager, cache, view } = setup({ index });
      await manager.openLanguage('en');
      const [first] = packEntries(index, 'training', 'webm');
      cache.set(url(first.path), sha('another version'));
      await manager.adopt('en:training');
      expect(view('training').cachedFiles).toBe(0);
    });

    it('a download waiting for the network ends complete at once when the file brings the rest', async () => {
      const index = makeIndex();
      const { manager, cache, releaseAll, view } = setup({ index, held: { windDownMs: 1 } });
      void manager.start('en:promotional');
      await vi.waitFor(() => expect(packStatus(view('promotional'))).toBe('running'));
      for (const e of packEntries(index, 'promotional', 'webm')) cache.set(url(e.path), e.sha256);
      await manager.adopt('en:promotional');
      await vi.waitFor(() => expect(packStatus(view('promotional'))).toBe('complete'));
      releaseAll();
    });
  });
});
