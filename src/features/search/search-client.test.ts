import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchReply, SearchRequest } from './protocol';

/** A stand-in for the module worker: records what it is sent, answers when told. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: { data: SearchReply }) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: SearchRequest[] = [];
  terminated = false;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(request: SearchRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: SearchReply) {
    this.onmessage?.({ data });
  }
}

const RESULTS = { resources: [], modules: [] };

beforeEach(() => {
  FakeWorker.started = [];
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('search client', () => {
  it('prewarming starts the worker once, and the first search asks that worker', async () => {
    const { prewarmSearch, search } = await import('./search-client');
    prewarmSearch();
    prewarmSearch();
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker.sent).toEqual([]);

    const found = search('en', 'eligibility');
    expect(FakeWorker.started).toHaveLength(1);
    const [request] = worker.sent;
    expect(request).toMatchObject({ lang: 'en', query: 'eligibility' });
    worker.reply({ seq: request.seq, results: RESULTS });
    await expect(found).resolves.toBe(RESULTS);
  });

  it('a worker that fails rejects what waits, and the next search starts another', async () => {
    const { prewarmSearch, search } = await import('./search-client');
    prewarmSearch();
    const found = search('en', 'manual');
    const [first] = FakeWorker.started;
    first.onerror?.(new ErrorEvent('error', { message: 'script did not load' }));
    await expect(found).rejects.toThrow('search worker: script did not load');
    expect(first.terminated).toBe(true);

    void search('en', 'manual').catch(() => undefined);
    expect(FakeWorker.started).toHaveLength(2);
  });

  it('an index that did not load is a rejected search', async () => {
    const { search } = await import('./search-client');
    const found = search('fr', 'thérapeute');
    const [worker] = FakeWorker.started;
    worker.reply({ seq: worker.sent[0].seq, failed: true });
    await expect(found).rejects.toThrow('search index did not load');
  });

  it('without module workers, prewarming does nothing and throws nothing', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new TypeError('module workers are not supported');
        }
      },
    );
    const { prewarmSearch } = await import('./search-client');
    expect(() => prewarmSearch()).not.toThrow();
  });
});
