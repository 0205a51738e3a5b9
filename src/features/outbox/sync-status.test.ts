import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createMemoryStore, STORAGE_KEYS } from '@/lib/storage';
import { Outbox } from './outbox';
import { formatDelivered } from './SyncStatusView';

afterEach(() => vi.useRealTimers());

function flakyTransport() {
  const t = {
    down: true,
    send: async () => {
      await Promise.resolve();
      if (t.down) throw new ApiError('network', 0, undefined);
    },
  };
  return t;
}

describe('outbox sync status', () => {
  it('counts waiting actions up while offline and back to 0 after delivery, recording when', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z'), toFake: ['Date'] });
    const t = flakyTransport();
    const store = createMemoryStore();
    const box = new Outbox(store, t.send);
    await box.loadStatus();
    expect(box.status.getSnapshot()).toEqual({ pending: 0, lastDeliveredAt: null });
    const seen: (number | null)[] = [];
    box.status.subscribe(() => seen.push(box.status.getSnapshot().pending));
    await box.enqueue('/track', { n: 1 });
    await box.enqueue('/track', { n: 2 });
    await box.flush();
    expect(box.status.getSnapshot().pending).toBe(2);
    t.down = false;
    await box.flush();
    expect(box.status.getSnapshot()).toEqual({ pending: 0, lastDeliveredAt: Date.parse('2026-11-23T08:00:00Z') });
    expect(seen).toContain(2);
    expect(await store.get(STORAGE_KEYS.outboxDelivered)).toBe(Date.parse('2026-11-23T08:00:00Z'));
  });

  it('a restart reads the stored queue length and last delivery', async () => {
    const store = createMemoryStore();
    await store.set(STORAGE_KEYS.outbox, [{ seq: 1, path: '/track', body: {}, createdAt: 1, attempts: 0 }]);
    await store.set(STORAGE_KEYS.outboxDelivered, 1234);
    const box = new Outbox(store, async () => {});
    await box.loadStatus();
    expect(box.status.getSnapshot()).toEqual({ pending: 1, lastDeliveredAt: 1234 });
  });
});

describe('formatDelivered', () => {
  const now = new Date(2026, 10, 23, 15, 0);
  it('gives the clock time for today and the date before, in the interface language', () => {
    expect(formatDelivered(new Date(2026, 10, 23, 9, 5).getTime(), 'en', now)).toBe('9:05 AM');
    expect(formatDelivered(new Date(2026, 10, 23, 9, 5).getTime(), 'fr', now)).toBe('09:05');
    expect(formatDelivered(new Date(2026, 10, 20, 9, 5).getTime(), 'en', now)).toMatch(/^Nov 20, 2026.*9:05\sAM$/);
  });
});
