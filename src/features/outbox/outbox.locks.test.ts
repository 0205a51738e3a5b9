import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/lib/storage';
import { Outbox } from './outbox';

/** Web Locks where the browser has them (tabs coordinate); a plain call where not. */
function setLocks(locks: unknown) {
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
});

function recorder() {
  const sent: unknown[] = [];
  return { sent, send: vi.fn(async (_path: string, body: unknown) => void sent.push(body)) };
}

describe('Outbox and Web Locks', () => {
  it('without navigator.locks, calls queued while a flush runs are each delivered once, in order', async () => {
    setLocks(undefined);
    const t = recorder();
    const box = new Outbox(createMemoryStore(), t.send);
    await Promise.all([1, 2, 3, 4].map((n) => box.enqueue('/track', { n })));
    await box.flush();
    expect(t.sent).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    expect(await box.items()).toEqual([]);
  });

  it('with navigator.locks, changes and flushes run under the outbox locks', async () => {
    const names: string[] = [];
    setLocks({ request: vi.fn(async (name: string, fn: () => Promise<unknown>) => (names.push(name), fn())) });
    const t = recorder();
    const box = new Outbox(createMemoryStore(), t.send);
    await box.enqueue('/track', { n: 1 });
    await box.flush();
    expect(t.sent).toEqual([{ n: 1 }]);
    expect(new Set(names)).toEqual(new Set(['toolkit.outbox', 'toolkit.outbox.flush']));
  });
});
