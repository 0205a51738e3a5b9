import { describe, expect, it, vi } from 'vitest';
import { emergencyWorkerSource } from '../scripts/emergency-worker';
import type { WorkerReplacingMessage } from './shared';

type Listener = (event: { waitUntil(p: Promise<unknown>): void }) => void;

/** A worker global scope with two windows (one it controls, one a page not yet controlled). */
function fakeScope() {
  const listeners = new Map<string, Listener>();
  const order: string[] = [];
  const client = (url: string, controlled: boolean) => ({
    url,
    controlled,
    postMessage: vi.fn(),
    navigate: vi.fn(async (to: string) => void order.push(`navigate ${to}`)),
  });
  const windows = [client('https://x/toolkit/en/training', true), client('https://x/toolkit/en', false)];
  const cacheNames = ['workbox-precache-v2', 'toolkit-media'];
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    registration: { unregister: vi.fn(async () => void order.push('unregister')) },
    caches: {
      keys: async () => [...cacheNames],
      delete: vi.fn(async (name: string) => void order.push(`delete ${name}`)),
    },
    clients: {
      matchAll: vi.fn(async (options: { includeUncontrolled?: boolean }) =>
        windows.filter((w) => w.controlled || options.includeUncontrolled),
      ),
    },
  };
  const fire = async (type: string) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (p) => void pending.push(p) });
    await Promise.all(pending);
  };
  return { scope, windows, order, fire };
}

/** Runs the emergency build's sw.js as the browser would: its source, on a global scope. */
function runSource(scope: unknown) {
  new Function('self', emergencyWorkerSource())(scope);
}

describe('the emergency build’s service worker', () => {
  it('takes over at once and asks every page to stop what runs through the old worker', async () => {
    const { scope, windows, fire } = fakeScope();
    runSource(scope);
    await fire('install');
    expect(scope.skipWaiting).toHaveBeenCalled();
    const message: WorkerReplacingMessage = { type: 'WORKER_REPLACING' };
    for (const page of windows) expect(page.postMessage).toHaveBeenCalledWith(message);
  });

  it('unregisters, deletes every cache, then reloads the pages it controls from the network', async () => {
    const { scope, windows, order, fire } = fakeScope();
    runSource(scope);
    await fire('activate');
    expect(order).toEqual(['unregister', 'delete workbox-precache-v2', 'delete toolkit-media', 'navigate https://x/toolkit/en/training']);
    expect(windows[1].navigate).not.toHaveBeenCalled();
  });

  it('still finishes when a page cannot be reloaded', async () => {
    const { scope, windows, fire } = fakeScope();
    windows[0].navigate.mockRejectedValueOnce(new TypeError('not controlled'));
    runSource(scope);
    await expect(fire('activate')).resolves.toBeUndefined();
  });
});
