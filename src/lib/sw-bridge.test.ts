import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the page gives vite-plugin-pwa's registerSW, captured so the test can play the worker. */
interface SwOptions {
  onNeedRefresh(): void;
  onNeedReload(): void;
  onRegisteredSW(url: string, registration: ServiceWorkerRegistration | undefined): void;
}

const pwa = vi.hoisted(() => ({ options: null as SwOptions | null, updateSW: vi.fn(async () => undefined) }));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: SwOptions) => {
    pwa.options = options;
    return pwa.updateSW;
  },
}));

let workerMessage: ((event: { data: unknown }) => void) | null = null;
let reload: ReturnType<typeof vi.fn<() => void>>;
/** The page's service worker container as the tests play it. */
const container = {
  listeners: new Map<string, Set<(event: { data?: unknown }) => void>>(),
  /** The registration's waiting worker: null once it took over. */
  waiting: {} as object | null,
  /** What the controlling worker answers to "do you have this build?" (undefined: it never answers). */
  hasBuild: undefined as boolean | undefined,
  asked: [] as unknown[],
  dispatch(type: string) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener({});
  },
};

function serviceWorkerContainer() {
  container.listeners.clear();
  return {
    addEventListener(type: string, listener: (event: { data?: unknown }) => void, options?: { once?: boolean }) {
      if (type === 'message') workerMessage = listener;
      const set = container.listeners.get(type) ?? new Set();
      const wrapped = options?.once ? (event: { data?: unknown }) => (set.delete(wrapped), listener(event)) : listener;
      container.listeners.set(type, set.add(wrapped));
    },
    getRegistration: async () => ({ waiting: container.waiting }),
    controller: {
      postMessage(message: unknown, [port]: MessagePort[]) {
        container.asked.push(message);
        if (container.hasBuild !== undefined) port.postMessage(container.hasBuild);
      },
    },
  };
}

/** A fresh sw-bridge as a production build runs it, in a browser with service workers. */
async function registered(path = '/toolkit/en/implementation') {
  vi.resetModules();
  vi.stubEnv('DEV', false);
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://localhost${path}`);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorkerContainer() });
  reload = vi.fn<() => void>();
  vi.spyOn(location, 'reload').mockImplementation(reload);
  const bridge = await import('./sw-bridge');
  await bridge.registerServiceWorker();
  return bridge;
}

beforeEach(() => {
  pwa.options = null;
  workerMessage = null;
  pwa.updateSW.mockClear();
  container.waiting = {};
  container.hasBuild = undefined;
  container.asked = [];
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('sw-bridge: service worker updates', () => {
  it('offers a waiting version to the update prompt, even one that subscribes later', async () => {
    const bridge = await registered();
    pwa.options!.onNeedRefresh();
    const offered = vi.fn();
    bridge.onUpdateAvailable(offered);
    expect(offered).toHaveBeenCalledTimes(1);
    await offered.mock.calls[0][0]();
    expect(pwa.updateSW).toHaveBeenCalledWith(true);
  });

  it('tells what sends requests through the old worker to stop before the new one is asked to take over', async () => {
    const bridge = await registered();
    const order: string[] = [];
    bridge.onApplyingUpdate(() => order.push('downloads stopped'));
    pwa.updateSW.mockImplementationOnce(async () => void order.push('new worker asked'));
    pwa.options!.onNeedRefresh();
    const offered = vi.fn();
    bridge.onUpdateAvailable(offered);
    await offered.mock.calls[0][0]();
    expect(order).toEqual(['downloads stopped', 'new worker asked']);
  });

  it('"Reload" reloads once the new worker controls the page, not before (the old one would answer the reload)', async () => {
    const bridge = await registered();
    pwa.options!.onNeedRefresh();
    const offered = vi.fn();
    bridge.onUpdateAvailable(offered);
    await offered.mock.calls[0][0]();
    expect(pwa.updateSW).toHaveBeenCalledWith(true);
    expect(reload).not.toHaveBeenCalled();
    container.dispatch('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('"Reload" reloads at once when another tab applied the new version already, and in the end when it never takes over', async () => {
    const bridge = await registered();
    pwa.options!.onNeedRefresh();
    const offered = vi.fn();
    bridge.onUpdateAvailable(offered);
    container.waiting = null;
    await offered.mock.calls[0][0]();
    expect(reload).toHaveBeenCalledTimes(1);

    container.waiting = {};
    vi.useFakeTimers();
    try {
      await offered.mock.calls[0][0]();
      expect(reload).toHaveBeenCalledTimes(1);
      const { APPLY_WAIT_MS } = await import('./sw-register');
      vi.advanceTimersByTime(APPLY_WAIT_MS);
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads, once, a page whose controller is of a newer build than its code (taken over while it loaded), then offers it', async () => {
    container.hasBuild = false;
    await registered('/toolkit/en/implementation');
    pwa.options!.onRegisteredSW('/sw.js', {} as ServiceWorkerRegistration);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(container.asked).toEqual([{ type: 'HAS_BUILD', url: expect.stringMatching(/sw-bridge\.ts$/) }]);
    // The reloaded page came from the network, not the worker's precache: no reload loop, but
    // the new version is offered (this tab's one reload can also have gone on a chunk of the old
    // build, just before the new worker took over: it must not stay on the old one unsaid).
    const bridge = await registered('/toolkit/en/implementation');
    const offered = vi.fn();
    bridge.onUpdateAvailable(offered);
    pwa.options!.onRegisteredSW('/sw.js', {} as ServiceWorkerRegistration);
    await vi.waitFor(() => expect(offered).toHaveBeenCalledTimes(1));
    expect(container.asked).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a page that a worker of another build takes over later, without the prompt offered here', async () => {
    container.hasBuild = true;
    await registered('/toolkit/en/implementation');
    pwa.options!.onRegisteredSW('/sw.js', {} as ServiceWorkerRegistration);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).not.toHaveBeenCalled();
    container.hasBuild = false;
    container.dispatch('controllerchange');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(container.asked).toHaveLength(2);
  });

  it('leaves a page that offered the new version offering it when another tab applies it', async () => {
    container.hasBuild = false;
    const bridge = await registered('/toolkit/en/offline');
    pwa.options!.onNeedRefresh();
    const offered = vi.fn();
    bridge.onUpdateAvailable(offered);
    container.dispatch('controllerchange');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(container.asked).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    expect(offered).toHaveBeenCalledTimes(1);
  });

  it('under an open module, a page of an older build than its controller offers "Reload" instead', async () => {
    container.hasBuild = false;
    const bridge = await registered('/toolkit/en/implementation/module/1');
    const offered = vi.fn();
    bridge.onUpdateAvailable(offered);
    pwa.options!.onRegisteredSW('/sw.js', {} as ServiceWorkerRegistration);
    await vi.waitFor(() => expect(offered).toHaveBeenCalledTimes(1));
    expect(reload).not.toHaveBeenCalled();
  });

  it("leaves a page of its controller's build alone, and one whose controller does not answer", async () => {
    for (const answer of [true, undefined]) {
      container.hasBuild = answer;
      const bridge = await registered();
      const offered = vi.fn();
      bridge.onUpdateAvailable(offered);
      pwa.options!.onRegisteredSW('/sw.js', {} as ServiceWorkerRegistration);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(reload).not.toHaveBeenCalled();
      expect(offered).not.toHaveBeenCalled();
    }
  });

  it('reloads by itself when another tab applied the update and no module is open', async () => {
    const bridge = await registered('/toolkit/en/implementation');
    const applied = vi.fn();
    bridge.onUpdateApplied(applied);
    pwa.options!.onNeedReload();
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page starts its work again itself.
    expect(applied).not.toHaveBeenCalled();
  });

  it('never reloads under an open module: it offers "Reload" instead, and what paused for the update continues', async () => {
    const bridge = await registered('/toolkit/en/implementation/module/1');
    const applied = vi.fn();
    bridge.onUpdateApplied(applied);
    pwa.options!.onNeedReload();
    expect(reload).not.toHaveBeenCalled();
    expect(applied).toHaveBeenCalledTimes(1);
    const offered = vi.fn();
    bridge.onUpdateAvailable(offered);
    await offered.mock.calls[0][0]();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops offering to a prompt that unsubscribed', async () => {
    const bridge = await registered();
    const offered = vi.fn();
    bridge.onUpdateAvailable(offered)();
    pwa.options!.onNeedRefresh();
    expect(offered).not.toHaveBeenCalled();
  });
});

describe('sw-bridge: media the worker cached', () => {
  it('passes the URL of each media file the worker cached to every listener', async () => {
    const bridge = await registered();
    const heard = vi.fn();
    bridge.onMediaCached(heard);
    workerMessage!({ data: { type: 'MEDIA_CACHED', url: 'http://localhost/audio/en/a.mp3' } });
    expect(heard).toHaveBeenCalledWith('http://localhost/audio/en/a.mp3');
  });

  it('ignores other and malformed worker messages', async () => {
    const bridge = await registered();
    const heard = vi.fn();
    bridge.onMediaCached(heard);
    workerMessage!({ data: { type: 'OTHER', url: 'x' } });
    workerMessage!({ data: { type: 'MEDIA_CACHED', url: 42 } });
    workerMessage!({ data: undefined });
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('sw-bridge: an emergency worker taking over', () => {
  it('stops what runs through the old worker, as applying an update does, without offering one', async () => {
    const bridge = await registered();
    const stopping = vi.fn();
    const offered = vi.fn();
    bridge.onApplyingUpdate(stopping);
    bridge.onUpdateAvailable(offered);
    workerMessage!({ data: { type: 'WORKER_REPLACING' } });
    expect(stopping).toHaveBeenCalledTimes(1);
    expect(offered).not.toHaveBeenCalled();
  });
});

describe('sw-bridge: in development', () => {
  it('registers no worker (the dev server has none)', async () => {
    vi.resetModules();
    const bridge = await import('./sw-bridge');
    await bridge.registerServiceWorker();
    expect(pwa.options).toBeNull();
  });
});
