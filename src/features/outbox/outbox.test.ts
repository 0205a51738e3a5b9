import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createMemoryStore, STORAGE_KEYS } from '@/lib/storage';
import { Outbox, type OutboxItem } from './outbox';

const networkError = () => new ApiError('network', 0, undefined);
const serverError = (status: number) => new ApiError('server', status, 'x');

/** A fake transport: records what was delivered; fails while `failWith` is set. */
function transport() {
  const sent: unknown[] = [];
  const t = {
    sent,
    failWith: null as null | (() => Error),
    calls: 0,
    send: async (_path: string, body: unknown) => {
      t.calls += 1;
      await Promise.resolve();
      if (t.failWith) throw t.failWith();
      sent.push(body);
    },
  };
  return t;
}

afterEach(() => vi.useRealTimers());

describe('Outbox', () => {
  it('delivers queued calls in order once the network returns', async () => {
    const t = transport();
    t.failWith = networkError;
    const box = new Outbox(createMemoryStore(), t.send);
    for (const n of [1, 2, 3]) await box.enqueue('/track', { n });
    await box.flush();
    expect(t.sent).toEqual([]);
    expect((await box.items()).map((i) => i.body)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    t.failWith = null;
    await box.flush();
    expect(t.sent).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await box.items()).toEqual([]);
  });

  it('keeps an item after a network error and retries it by itself with backoff', async () => {
    vi.useFakeTimers();
    const t = transport();
    t.failWith = networkError;
    const box = new Outbox(createMemoryStore(), t.send);
    await box.enqueue('/track', { n: 1 });
    await box.flush();
    expect(await box.items()).toHaveLength(1);
    t.failWith = null;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(t.sent).toEqual([{ n: 1 }]);
  });

  it('the connection back while a send made offline fails: sent once that one ends, not after its backoff', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let failing!: () => void;
    const sent: unknown[] = [];
    const box = new Outbox(createMemoryStore(), async (_path, body) => {
      calls += 1;
      if (calls === 1) {
        await new Promise<void>((resolve) => (failing = resolve));
        throw networkError();
      }
      sent.push(body);
    });
    await box.enqueue('/track', { n: 1 });
    await vi.waitFor(() => expect(calls).toBe(1));
    // `online` arrives while the send made offline is still on its way.
    const online = box.online();
    failing();
    await online;
    expect(sent).toEqual([{ n: 1 }]);
    expect(await box.items()).toEqual([]);
  });

  it('drops a call the server rejects (4xx) and carries on with the next', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = transport();
    const box = new Outbox(createMemoryStore(), async (path, body) => {
      if ((body as { n: number }).n === 1) throw serverError(400);
      await t.send(path, body);
    });
    await box.enqueue('/feedback', { n: 1 });
    await box.enqueue('/feedback', { n: 2 });
    await box.flush();
    expect(t.sent).toEqual([{ n: 2 }]);
    expect(await box.items()).toEqual([]);
  });

  it('retries 5xx and 429 a bounded number of times, counting attempts', async () => {
    const t = transport();
    t.failWith = () => serverError(503);
    const box = new Outbox(createMemoryStore(), t.send);
    await box.enqueue('/track', { n: 1 });
    await box.flush();
    const [item] = await box.items();
    expect(item.attempts).toBe(1);
  });

  it('never sends an item twice, even when flushes and enqueues overlap', async () => {
    const t = transport();
    const box = new Outbox(createMemoryStore(), t.send);
    await Promise.all([
      box.enqueue('/track', { n: 1 }),
      box.enqueue('/track', { n: 2 }),
      box.flush(),
      box.enqueue('/track', { n: 3 }),
      box.flush(),
    ]);
    await box.flush();
    expect(t.sent).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(t.calls).toBe(3);
  });

  it('survives a reload: a new outbox on the same storage delivers what was queued', async () => {
    const store = createMemoryStore();
    const offline = transport();
    offline.failWith = networkError;
    const before = new Outbox(store, offline.send);
    await before.enqueue('/track', { n: 1 });
    await before.enqueue('/feedback', { n: 2 });
    await before.flush();
    const stored = await store.get<OutboxItem[]>(STORAGE_KEYS.outbox);
    expect(stored?.map((i) => i.seq)).toEqual([1, 2]);

    const online = transport();
    const after = new Outbox(store, online.send);
    await after.flush();
    expect(online.sent).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('deliver() sends at once, queues on network failure and throws server errors', async () => {
    const t = transport();
    const box = new Outbox(createMemoryStore(), t.send);
    expect(await box.deliver('/feedback', { n: 1 })).toBe('sent');
    t.failWith = networkError;
    expect(await box.deliver('/feedback', { n: 2 })).toBe('queued');
    t.failWith = () => serverError(500);
    await expect(box.deliver('/feedback', { n: 3 })).rejects.toBeInstanceOf(ApiError);
  });
});
