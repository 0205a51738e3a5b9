import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SyncedStore from '../lib/synced-store';
import type { AppState } from './App';

const steps = vi.hoisted(() => ({
  log: [] as string[],
  session: { id: null, lang: null } as { id: string | null; lang: 'en' | null },
  pageReady: Promise.resolve(),
}));
const log = (step: string) => steps.log.push(step);

vi.mock('./preload-route', () => ({
  // `ready` logs only when start-up waits for it.
  preloadRoute: () => {
    log('page code');
    const ready = { then: (done: () => void) => steps.pageReady.then(() => log('page ready')).then(done) };
    return { gated: true, ready: ready as unknown as Promise<void> };
  },
}));
vi.mock('./bootstrap', () => ({
  // As the real one does, the stored session becomes the tab's session store.
  loadInitialState: async () => {
    const { writeSession } = await import('../features/access/session-store');
    void writeSession(steps.session);
    log('stored state');
    return { session: steps.session, progress: {}, completion: {} };
  },
}));
vi.mock('../lib/synced-store', async (actual) => {
  const real = await actual<typeof SyncedStore>();
  return { ...real, syncHub: { ...real.syncHub, start: () => log('other tabs') } };
});
vi.mock('../features/search', () => ({ prewarmSearch: () => log('search worker') }));
vi.mock('./mount', () => ({ mountApp: (initial: AppState) => log(`render ${initial.session.id}`) }));
vi.mock('../lib/sw-bridge', () => ({ registerServiceWorker: async () => log('service worker'), onApplyingUpdate: () => () => undefined }));
vi.mock('../lib/reload-guard', () => ({ guardChunkReloads: () => log('reload guard') }));
vi.mock('../lib/install-prompt', () => ({ listenForInstallPrompt: () => log('install prompt') }));
vi.mock('../features/outbox/outbox', () => ({ startOutbox: () => log('outbox'), outbox: {} }));
vi.mock('../features/access/login', () => ({ sendLogin: (id: string | null) => log(`login ${id}`) }));
// The pack engine waits for an idle moment: this test's idle moments come at once.
vi.mock('../lib/idle', () => ({
  whenIdle: (run: () => void) => {
    log('idle');
    run();
    return () => undefined;
  },
}));
vi.mock('../../mocks/browser', () => ({
  startMockWorker: async () => {
    log('mock worker');
    throw new Error('Service Worker script does not exist at the given path');
  },
}));
vi.mock('../features/packs/start', () => ({
  // The session the engine starts with: this test's session store (read at the call).
  startPacks: async () => {
    const { sessionStore } = await import('../features/access/session-store');
    log(`packs ${sessionStore.getSnapshot().id}`);
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  steps.log.length = 0;
  vi.stubEnv('VITE_MOCKS', 'off');
  vi.resetModules();
});

/** What every start does before it draws anything, in order. */
const BEFORE_RENDER = ['reload guard', 'install prompt', 'page code', 'stored state', 'other tabs'];

describe('start(): the one start-up sequence', () => {
  it('guards chunk reloads and keeps the install offer first, renders after the stored state and the page’s code, then starts the engines in order', async () => {
    steps.session = { id: 'abc', lang: 'en' };
    const { start } = await import('./start');
    await start('/toolkit/en/implementation');
    await vi.waitFor(() => expect(steps.log).toContain('packs abc'));
    await vi.waitFor(() => expect(steps.log).toContain('search worker'));
    expect(steps.log.slice(0, -2)).toEqual([...BEFORE_RENDER, 'page ready', 'render abc', 'service worker', 'outbox', 'login abc', 'idle']);
    expect(steps.log.slice(-2).sort()).toEqual(['packs abc', 'search worker']);
  });

  it('does not draw a signed-in page before its code is loaded', async () => {
    steps.session = { id: 'abc', lang: 'en' };
    let release = () => {};
    steps.pageReady = new Promise((resolve) => (release = resolve));
    const { start } = await import('./start');
    const started = start('/toolkit/en/implementation');
    await settle();
    expect(steps.log).toEqual(BEFORE_RENDER);
    release();
    await started;
    expect(steps.log).toContain('render abc');
    steps.pageReady = Promise.resolve();
    await settle();
  });

  it('starts the pack engine only once a service code is accepted', async () => {
    steps.session = { id: null, lang: null };
    const { start } = await import('./start');
    const { writeSession } = await import('../features/access/session-store');
    await start('/toolkit/en');
    await settle();
    expect(steps.log).toEqual([...BEFORE_RENDER, 'render null', 'service worker', 'outbox', 'login null']);
    await writeSession({ id: null, lang: 'fr' });
    await settle();
    expect(steps.log.filter((s) => s.startsWith('packs'))).toEqual([]);
    await writeSession({ id: 'xyz', lang: 'en' });
    await writeSession({ id: 'xyz', lang: 'fr' });
    await vi.waitFor(() => expect(steps.log).toContain('packs xyz'));
    await settle();
    expect(steps.log.filter((s) => s === 'idle' || s.startsWith('packs'))).toEqual(['idle', 'packs xyz']);
    await vi.waitFor(() => expect(steps.log.filter((s) => s === 'search worker')).toEqual(['search worker']));
  });

  it('in dev, stops after a mock API that failed to start: nothing loads or renders over its message', async () => {
    vi.stubEnv('VITE_MOCKS', '');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="root"></div>';
    const { start } = await import('./start');
    await start('/toolkit/en');
    await settle();
    expect(steps.log).toEqual(['reload guard', 'install prompt', 'mock worker']);
    expect(document.getElementById('root')!.textContent).toMatch(/^The mock API could not start: /);
  });
});
