import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCount, shape } from './guards';
import { holdTabLock, tabChannel, withTabLock } from './tabs';

const isN = shape<{ n: number }>({ n: isCount });

afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
});

describe('tabChannel', () => {
  it('delivers a message to another tab of the same name, not to the sender', async () => {
    const a = tabChannel('test-channel', isN);
    const b = tabChannel('test-channel', isN);
    const heardByA = vi.fn();
    const heardByB = new Promise((resolve) => b.listen(resolve));
    a.listen(heardByA);
    a.post({ n: 1 });
    await expect(heardByB).resolves.toEqual({ n: 1 });
    expect(heardByA).not.toHaveBeenCalled();
  });

  it('drops a message of another shape (another build, another page of the origin) and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = tabChannel('test-shapes', isN);
    const b = tabChannel('test-shapes', isN);
    const heard: unknown[] = [];
    b.listen((m) => heard.push(m));
    const raw = new BroadcastChannel('toolkit.test-shapes');
    raw.postMessage({ n: 'seven' });
    raw.postMessage(null);
    raw.postMessage({ n: -1 });
    a.post({ n: 2 });
    await vi.waitFor(() => expect(heard).toEqual([{ n: 2 }]));
    expect(warn).toHaveBeenCalledWith('[toolkit] tab message on test-shapes refused:', { n: 'seven' });
    raw.close();
  });

  it('is a quiet single tab where the browser has no BroadcastChannel', () => {
    const original = globalThis.BroadcastChannel;
    // @ts-expect-error: a browser without the API
    delete globalThis.BroadcastChannel;
    try {
      const channel = tabChannel('none', (v): v is string => typeof v === 'string');
      expect(() => channel.post('x')).not.toThrow();
      expect(typeof channel.listen(() => undefined)).toBe('function');
    } finally {
      globalThis.BroadcastChannel = original;
    }
  });
});

describe('withTabLock', () => {
  it('asks Web Locks for the prefixed name', async () => {
    const request = vi.fn((_name: string, fn: () => Promise<number>) => fn());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    await expect(withTabLock('progress', async () => 7)).resolves.toBe(7);
    expect(request).toHaveBeenCalledWith('toolkit.progress', expect.any(Function));
  });

  it('runs the function directly without Web Locks', async () => {
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    await expect(withTabLock('progress', async () => 'ran')).resolves.toBe('ran');
  });
});

/** Web Locks as one browser keeps them for several tabs: a holder per name and a queue. */
function fakeLocks() {
  const held = new Map<string, () => void>();
  const queues = new Map<string, (() => void)[]>();
  const request = (name: string, ...args: unknown[]) => {
    const fn = args.at(-1) as (lock: object | null) => Promise<unknown>;
    const options = (args.length > 1 ? args[0] : {}) as { ifAvailable?: boolean };
    const grant = () =>
      new Promise((resolve, reject) => {
        held.set(name, () => undefined);
        fn({ name })
          .then(resolve, reject)
          .finally(() => {
            held.delete(name);
            queues.get(name)?.shift()?.();
          });
      });
    if (!held.has(name)) return grant();
    if (options.ifAvailable) return fn(null);
    return new Promise((resolve, reject) => {
      const queue = queues.get(name) ?? [];
      queue.push(() => void grant().then(resolve, reject));
      queues.set(name, queue);
    });
  };
  return { request };
}

describe('holdTabLock', () => {
  it('holds a free lock at once, for good', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true });
    const held = vi.fn();
    await expect(holdTabLock('packs', held)).resolves.toBe(true);
    expect(held).toHaveBeenCalledTimes(1);
    const second = vi.fn();
    await expect(holdTabLock('packs', second)).resolves.toBe(false);
    await new Promise((r) => setTimeout(r, 10));
    expect(second).not.toHaveBeenCalled();
  });

  it('holds it, without Web Locks, in every tab', async () => {
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    const held = vi.fn();
    await expect(holdTabLock('packs', held)).resolves.toBe(true);
    expect(held).toHaveBeenCalledTimes(1);
  });
});
