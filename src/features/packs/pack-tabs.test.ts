import { describe, expect, it, vi } from 'vitest';
import { tabChannel } from '@/lib/tabs';
import type { OfflineDeps } from './offline-deps';
import type { PackLink } from './pack-link';
import { isPackMessage } from './pack-messages';
import { createPackManager } from './pack-manager';
import { emptyPrefs, type PackPrefs } from './pack-prefs';
import { packEntries, type PackKey } from './packs';
import { packStatus, packView } from './selectors';
import { makeIndex } from './test-fixtures';

/**
 * Two tabs of one device in one process: each its own pack manager, channel and view of the
 * lock; one Cache Storage, one stored prefs, one server (which records what it served).
 */
function device() {
  let channels = 0;
  const shared = {
    cache: new Map<string, string | undefined>(),
    prefs: emptyPrefs() as PackPrefs,
    served: [] as string[],
    /** Milliseconds each download takes. */
    delay: 2,
    holder: null as string | null,
    queue: [] as { tab: string; onHeld: () => void }[],
    channel: `packs-test-${Date.now()}-${Math.random()}`,
    /** Each tab's sessionStorage (PackLink.remember), by tab name: a reload keeps its tab's. */
    remembered: new Map<string, PackKey[]>(),
  };
  const release = (tab: string) => {
    if (shared.holder !== tab) return;
    const next = shared.queue.shift();
    shared.holder = next?.tab ?? null;
    next?.onHeld();
  };
  /** `answer`: the browser says whether the lock is free only once it settles (a busy tablet). */
  const openTab = (name = `tab-${++channels}`, answer?: Promise<void>) => {
    let closed = false;
    const wait = (ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(new DOMException('Aborted', 'AbortError'))));
      });
    const deps: OfflineDeps = {
      supported: () => true,
      online: () => true,
      videoFormat: () => 'webm',
      loadIndex: async (lang) => (lang === 'en' ? makeIndex() : null),
      listCached: async () => new Map(shared.cache),
      verifyCached: async (u) => shared.cache.has(u),
      download: async (u, expected, { signal, onProgress }) => {
        await wait(shared.delay, signal);
        // A closed tab's requests end with it: nothing more is received or stored.
        if (closed) return new Promise<never>(() => undefined);
        shared.served.push(u);
        onProgress(expected.bytes, expected.bytes);
        shared.cache.set(u, expected.sha256);
      },
      deleteCached: async (urls) => [...urls].forEach((u) => shared.cache.delete(u)),
      assetUrl: (path) => `http://app${path}`,
      estimate: async () => ({ usage: 0, quota: 1e9, persisted: true }),
      persist: async () => true,
      loadPrefs: async () => shared.prefs,
      savePrefs: async (p) => void (shared.prefs = p),
      retryGate: () => ({ wait: async () => undefined, reset: () => undefined }),
    };
    const raw = tabChannel(shared.channel, isPackMessage);
    const link: PackLink = {
      channel: { post: (m) => void (closed || raw.post(m)), listen: (l) => raw.listen((m) => void (closed || l(m))) },
      hold: async (onHeld) => {
        await answer;
        if (shared.holder === null) {
          shared.holder = name;
          onHeld();
          return true;
        }
        shared.queue.push({ tab: name, onHeld });
        return false;
      },
      remembered: () => shared.remembered.get(name) ?? [],
      remember: (running) => void shared.remembered.set(name, running),
    };
    const manager = createPackManager(deps);
    const led = vi.fn();
    manager.joinTabs(link, led);
    const view = (scope: Parameters<typeof packView>[2]) => packView(manager.store.getSnapshot(), 'en', scope)!;
    return {
      manager,
      led,
      view,
      /** The tab is gone: it hears and sends nothing, and the browser releases its lock. */
      close: () => {
        closed = true;
        release(name);
      },
      /** The tab is going: it hears nothing more, and its lock is not released yet. */
      closing: () => void (closed = true),
    };
  };
  return { shared, openTab };
}

const url = (path: string) => `http://app${path}`;
const trainingUrls = () => packEntries(makeIndex(), 'training', 'webm').map((e) => url(e.path));
const counts = (served: string[]) => served.reduce((m, u) => m.set(u, (m.get(u) ?? 0) + 1), new Map<string, number>());

describe('one download per device, whichever tabs are open', () => {
  it('a pack started in the tab that downloads is fetched once; the other tab shows its progress', async () => {
    const { shared, openTab } = device();
    const a = openTab();
    const b = openTab();
    await Promise.all([a.manager.openLanguage('en'), b.manager.openLanguage('en')]);
    expect(a.led).toHaveBeenCalledTimes(1);
    expect(b.led).not.toHaveBeenCalled();
    const seenInB: string[] = [];
    b.manager.store.subscribe(() => seenInB.push(packStatus(b.view('training'))));
    await a.manager.start('en:training');
    await vi.waitFor(() => expect(packStatus(b.view('training'))).toBe('complete'));
    expect(seenInB).toContain('running');
    expect(b.view('training').cachedFiles).toBe(b.view('training').files);
    expect([...counts(shared.served).values()].every((n) => n === 1)).toBe(true);
    expect(new Set(shared.served)).toEqual(new Set(trainingUrls()));
  });

  it('a pack started in another tab is downloaded by the tab that downloads, once', async () => {
    const { shared, openTab } = device();
    const a = openTab();
    const b = openTab();
    await Promise.all([a.manager.openLanguage('en'), b.manager.openLanguage('en')]);
    await b.manager.start('en:training');
    await vi.waitFor(() => expect(packStatus(a.view('training'))).toBe('complete'));
    await vi.waitFor(() => expect(packStatus(b.view('training'))).toBe('complete'));
    expect(shared.served.sort()).toEqual(trainingUrls().sort());
  });

  it('another tab pauses the download, and resumes it', async () => {
    const { shared, openTab } = device();
    shared.delay = 20;
    const a = openTab();
    const b = openTab();
    await Promise.all([a.manager.openLanguage('en'), b.manager.openLanguage('en')]);
    await a.manager.start('en:training');
    await vi.waitFor(() => expect(packStatus(b.view('training'))).toBe('running'));
    await b.manager.pause('en:training');
    await vi.waitFor(() => expect(packStatus(a.view('training'))).toBe('paused'));
    await vi.waitFor(() => expect(packStatus(b.view('training'))).toBe('paused'));
    const servedWhenPaused = shared.served.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(shared.served.length).toBe(servedWhenPaused);
    expect(servedWhenPaused).toBeLessThan(trainingUrls().length);
    await b.manager.resume('en:training');
    await vi.waitFor(() => expect(packStatus(b.view('training'))).toBe('complete'));
    expect([...counts(shared.served).values()].every((n) => n === 1)).toBe(true);
  });

  it('a pause pressed in the other tab shows there at the press, and the state the downloading tab sent before it does not undo it', async () => {
    const { shared, openTab } = device();
    shared.delay = 20;
    const a = openTab();
    const b = openTab();
    await Promise.all([a.manager.openLanguage('en'), b.manager.openLanguage('en')]);
    await a.manager.start('en:training');
    await vi.waitFor(() => expect(packStatus(b.view('training'))).toBe('running'));
    const seenInB: string[] = [];
    b.manager.store.subscribe(() => seenInB.push(packStatus(b.view('training'))));
    void b.manager.pause('en:training');
    expect(packStatus(b.view('training'))).toBe('paused');
    await vi.waitFor(() => expect(packStatus(a.view('training'))).toBe('paused'));
    await new Promise((r) => setTimeout(r, 40));
    expect(seenInB.length).toBeGreaterThan(0);
    expect(seenInB.every((status) => status === 'paused')).toBe(true);
  });

  it('a pause pressed in a tab just opened, before it learns which tab downloads, shows at the press and pauses the download', async () => {
    const { shared, openTab } = device();
    shared.delay = 80;
    const a = openTab();
    await a.manager.openLanguage('en');
    await a.manager.start('en:training');
    let answer = () => undefined as void;
    const b = openTab(undefined, new Promise<void>((r) => (answer = r)));
    await b.manager.openLanguage('en');
    // B mirrors what A sends while it waits for the browser's answer.
    await vi.waitFor(() => expect(packStatus(b.view('training'))).toBe('running'));
    const seenInB: string[] = [];
    b.manager.store.subscribe(() => seenInB.push(packStatus(b.view('training'))));
    const paused = b.manager.pause('en:training');
    expect(packStatus(b.view('training'))).toBe('paused');
    await new Promise((r) => setTimeout(r, 50));
    expect(packStatus(a.view('training'))).toBe('running');
    answer();
    await paused;
    await vi.waitFor(() => expect(packStatus(a.view('training'))).toBe('paused'));
    expect(seenInB.length).toBeGreaterThan(0);
    expect(seenInB.every((status) => status === 'paused')).toBe(true);
    const servedWhenPaused = shared.served.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(shared.served.length).toBe(servedWhenPaused);
  });

  it('a new version applied in a tab that does not download pauses the downloading tab until the new version controls it', async () => {
    const { shared, openTab } = device();
    shared.delay = 20;
    const a = openTab();
    const b = openTab();
    await Promise.all([a.manager.openLanguage('en'), b.manager.openLanguage('en')]);
    await a.manager.start('en:training');
    await vi.waitFor(() => expect(shared.served.length).toBeGreaterThan(0));
    b.manager.suspend();
    await vi.waitFor(() => expect(packStatus(a.view('training'))).toBe('paused'));
    const servedWhenSuspended = shared.served.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(shared.served.length).toBe(servedWhenSuspended);
    expect(servedWhenSuspended).toBeLessThan(trainingUrls().length);
    // A stays open under the new version (a module page): its download continues.
    a.manager.resumeSuspended();
    await vi.waitFor(() => expect(packStatus(b.view('training'))).toBe('complete'));
    expect([...counts(shared.served).values()].every((n) => n === 1)).toBe(true);
    expect(new Set(shared.served)).toEqual(new Set(trainingUrls()));
  });

  it('when the downloading tab closes, another tab continues without fetching a stored file again', async () => {
    const { shared, openTab } = device();
    shared.delay = 10;
    const a = openTab();
    const b = openTab();
    await Promise.all([a.manager.openLanguage('en'), b.manager.openLanguage('en')]);
    await a.manager.start('en:training');
    await vi.waitFor(() => expect(shared.served.length).toBeGreaterThan(1));
    await vi.waitFor(() => expect(packStatus(b.view('training'))).toBe('running'));
    a.close();
    expect(b.led).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(packStatus(b.view('training'))).toBe('complete'));
    expect([...counts(shared.served).values()].every((n) => n === 1)).toBe(true);
    expect(new Set(shared.served)).toEqual(new Set(trainingUrls()));
  });

  it('a reload of the downloading tab continues its download at once, in the page that replaces it', async () => {
    const { shared, openTab } = device();
    shared.delay = 10;
    const a = openTab('a');
    await a.manager.openLanguage('en');
    await a.manager.start('en:training');
    await vi.waitFor(() => expect(shared.served.length).toBeGreaterThan(1));
    a.close();
    const reloaded = openTab('a');
    await vi.waitFor(() => expect(reloaded.led).toHaveBeenCalled());
    await vi.waitFor(() => expect(packStatus(reloaded.view('training'))).toBe('complete'));
    expect([...counts(shared.served).values()].every((n) => n === 1)).toBe(true);
    expect(new Set(shared.served)).toEqual(new Set(trainingUrls()));
    // Nothing runs now: a reload after the download finished starts nothing by itself.
    expect(shared.remembered.get('a')).toEqual([]);
  });

  it('a paused pack is not continued by the page a reload puts in place', async () => {
    const { shared, openTab } = device();
    shared.delay = 20;
    const a = openTab('a');
    await a.manager.openLanguage('en');
    await a.manager.start('en:training');
    await vi.waitFor(() => expect(shared.served.length).toBeGreaterThan(0));
    await a.manager.pause('en:training');
    a.close();
    const served = shared.served.length;
    const reloaded = openTab('a');
    await reloaded.manager.openLanguage('en');
    await new Promise((r) => setTimeout(r, 60));
    expect(packStatus(reloaded.view('training'))).toBe('paused');
    expect(shared.served.length).toBe(served);
  });

  it('a request made while the downloading tab closes is carried out by the next one', async () => {
    const { openTab } = device();
    const a = openTab();
    const b = openTab();
    await Promise.all([a.manager.openLanguage('en'), b.manager.openLanguage('en')]);
    a.closing();
    await b.manager.start('en:promotional');
    await new Promise((r) => setTimeout(r, 20));
    expect(packStatus(b.view('promotional'))).toBe('idle');
    // B's request went to A, which never heard it; B, downloading once A's lock is released, does it.
    a.close();
    await vi.waitFor(() => expect(packStatus(b.view('promotional'))).toBe('complete'));
  });
});
