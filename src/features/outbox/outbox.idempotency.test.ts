import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordTraffic } from '../../../api/traffic';
import { db, resetDb } from '../../../mocks/db';
import { mockServer } from '../../../mocks/node';
import { API_PATHS, post } from '@/lib/api-client';
import { createMemoryStore } from '@/lib/storage';
import { createSyncStore, memoryStorageBackend } from '@/lib/sync-storage';
import { Journal } from './journal';
import { Outbox } from './outbox';

/**
 * A call on its way when the page went away (the request left, its answer was never read) is
 * sent again by the next start, under the same Idempotency-Key, and the mock API counts it once.
 */
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  resetDb();
});
afterAll(() => mockServer.close());

/** Sends for real, then never hears back: the page is gone before the answer. */
const sendThenLeave = (path: string, body: unknown, key: string) => {
  void post(path, body, key);
  return new Promise<never>(() => undefined);
};

function device() {
  const local = memoryStorageBackend();
  return { idb: createMemoryStore(), journal: () => new Journal(createSyncStore(() => local)) };
}

describe('a call in flight when the page left', () => {
  it('track (from the queue): sent again at the next start with the same key, counted once', async () => {
    const seen = recordTraffic();
    const dev = device();
    const leaving = new Outbox(dev.idb, sendThenLeave, dev.journal());
    void leaving.enqueue(API_PATHS.track, { id: 'session-1', resource: 'training.Faq' });
    await vi.waitFor(() => expect(db.tracks).toHaveLength(1));

    await new Outbox(dev.idb, post, dev.journal()).flush();
    expect(seen.map((e) => e.response?.status)).toEqual([200, 200]);
    const keys = seen.map((e) => e.request.headers?.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(db.tracks).toHaveLength(1);
  });

  it('feedback (sent at once): sent again at the next start with the same key, counted once', async () => {
    const seen = recordTraffic();
    const dev = device();
    const leaving = new Outbox(dev.idb, sendThenLeave, dev.journal());
    void leaving.deliver(API_PATHS.feedback, { stage: 'slides', fullModuleId: '4', slide: 3, feedback: 'Hello' });
    await vi.waitFor(() => expect(db.feedback).toHaveLength(1));

    await new Outbox(dev.idb, post, dev.journal()).flush();
    expect(seen).toHaveLength(2);
    expect(seen[1].request.headers?.get('Idempotency-Key')).toBe(seen[0].request.headers?.get('Idempotency-Key'));
    expect(db.feedback).toHaveLength(1);
  });
});
