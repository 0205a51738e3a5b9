import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabChannel, withTabLock } from './tabs';

afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
});

describe('tabChannel', () => {
  it('delivers a message to another tab of the same name, not to the sender', async () => {
    const a = tabChannel<{ n: number }>('test-channel');
    const b = tabChannel<{ n: number }>('test-channel');
    const heardByA = vi.fn();
    const heardByB = new Promise((resolve) => b.listen(resolve));
    a.listen(heardByA);
    a.post({ n: 1 });
    await expect(heardByB).resolves.toEqual({ n: 1 });
    expect(heardByA).not.toHaveBeenCalled();
  });

  it('is a quiet single tab where the browser has no BroadcastChannel', () => {
    const original = globalThis.BroadcastChannel;
    // @ts-expect-error: a browser without the API
    delete globalThis.BroadcastChannel;
    try {
      const channel = tabChannel('none');
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
