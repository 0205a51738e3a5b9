import { describe, expect, it, vi } from 'vitest';
import type { IndexEntry } from '@/content/types';
import { PackError } from '@/lib/pack-errors';
import { runJob, type JobIO } from './download-job';
import { entry } from './test-fixtures';

const entries = [entry('/a.svg', 100), entry('/b.mp3', 300, 'audio'), entry('/c.pdf', 600, 'pdf'), entry('/d.svg', 1000)];

function fakeIO(cached: string[], fail: Record<string, PackError | undefined> = {}) {
  const fetched: string[] = [];
  const io: JobIO = {
    has: async (e) => cached.includes(e.path),
    fetch: async (e: IndexEntry, signal, onProgress) => {
      fetched.push(e.path);
      const error = fail[e.path];
      if (error) {
        onProgress(10, 10);
        throw error;
      }
      onProgress(e.bytes / 2, e.bytes / 2);
      await Promise.resolve();
      if (signal.aborted) throw new PackError('aborted', 'aborted');
      onProgress(e.bytes, e.bytes / 2);
      cached.push(e.path);
    },
  };
  return { io, fetched };
}

describe('runJob', () => {
  it('counts cached files without fetching them and downloads the rest', async () => {
    const { io, fetched } = fakeIO(['/a.svg', '/c.pdf']);
    const progress = vi.fn();
    const outcome = await runJob(entries, io, { signal: new AbortController().signal, onProgress: progress });
    expect(outcome.status).toBe('complete');
    expect(fetched.sort()).toEqual(['/b.mp3', '/d.svg']);
    expect(outcome.progress).toEqual({ filesDone: 4, filesTotal: 4, bytesDone: 2000, bytesTotal: 2000, bytesFetched: 1300 });
    // The first report comes after the cache check: already-cached bytes count at once.
    expect(progress.mock.calls[0][0]).toMatchObject({ filesDone: 2, bytesDone: 700 });
  });

  it('a second run after an interruption fetches only what is missing', async () => {
    const cached: string[] = [];
    const controller = new AbortController();
    const first = fakeIO(cached);
    const wrapped: JobIO = {
      ...first.io,
      fetch: async (e, s, on) => {
        await first.io.fetch(e, s, on);
        if (cached.length === 2) controller.abort();
      },
    };
    const outcome = await runJob(entries, wrapped, { signal: controller.signal, concurrency: 1 });
    expect(outcome.status).toBe('aborted');
    const second = fakeIO(cached);
    await runJob(entries, second.io, { signal: new AbortController().signal });
    expect(second.fetched).toHaveLength(2);
    expect(new Set([...first.fetched, ...second.fetched]).size).toBe(4);
  });

  it('stops on a quota error and reports it without counting the failed file', async () => {
    const { io } = fakeIO([], { '/c.pdf': new PackError('quota', 'full') });
    const outcome = await runJob(entries, io, { signal: new AbortController().signal, concurrency: 1 });
    expect(outcome.status).toBe('failed');
    if (outcome.status !== 'failed') return;
    expect(outcome.error).toBe('quota');
    expect(outcome.progress.filesDone).toBe(2);
    expect(outcome.progress.bytesDone).toBe(400);
  });

  it('stops on a network error', async () => {
    const { io, fetched } = fakeIO([], { '/a.svg': new PackError('network', 'offline') });
    const outcome = await runJob(entries, io, { signal: new AbortController().signal, concurrency: 1 });
    expect(outcome).toMatchObject({ status: 'failed', error: 'network' });
    expect(fetched).toEqual(['/a.svg']);
  });

  it('reports a file that fails verification (the downloader already refetched it) and carries on', async () => {
    const { io, fetched } = fakeIO([], { '/b.mp3': new PackError('integrity', 'bad') });
    const outcome = await runJob(entries, io, { signal: new AbortController().signal, concurrency: 1 });
    expect(outcome).toMatchObject({ status: 'failed', error: 'integrity', failed: ['/b.mp3'] });
    expect(fetched.filter((p) => p === '/b.mp3')).toHaveLength(1);
    expect(outcome.progress.filesDone).toBe(3);
    expect(outcome.progress.bytesDone).toBe(1700);
  });

  it('tries a file that answered an HTTP error once more, then carries on without it', async () => {
    const { io, fetched } = fakeIO([], { '/c.pdf': new PackError('http', '404') });
    const outcome = await runJob(entries, io, { signal: new AbortController().signal, concurrency: 1 });
    expect(outcome).toMatchObject({ status: 'failed', error: 'integrity', failed: ['/c.pdf'] });
    expect(fetched.filter((p) => p === '/c.pdf')).toHaveLength(2);
  });
});

describe('runJob on a bad connection', () => {
  /** Fails the given files' first attempts after half their bytes, keeping them (as a resumed file does) or not. */
  function flakyIO(failures: Record<string, number>, keep: boolean) {
    const held = new Map<string, number>();
    const attempts: string[] = [];
    const io: JobIO = {
      has: async () => false,
      fetch: async (e, _signal, onProgress) => {
        attempts.push(e.path);
        let now = keep ? (held.get(e.path) ?? 0) : 0;
        onProgress(now, 0);
        if ((failures[e.path] ?? 0) > 0) {
          failures[e.path] -= 1;
          const next = Math.max(now, e.bytes / 2);
          onProgress(next, next - now);
          now = next;
          if (keep) held.set(e.path, now);
          else onProgress(0, 0);
          throw new PackError('network', 'dropped');
        }
        onProgress(e.bytes, e.bytes - now);
      },
    };
    return { io, attempts };
  }

  function gate() {
    const waits: string[] = [];
    const retry = { wait: vi.fn(async () => void waits.push('wait')), reset: vi.fn() };
    return { retry, waits };
  }

  it('waits through the retry gate after a network failure and finishes by itself', async () => {
    const { io, attempts } = flakyIO({ '/b.mp3': 2, '/d.svg': 1 }, true);
    const { retry } = gate();
    const waiting = vi.fn();
    const outcome = await runJob(entries, io, { signal: new AbortController().signal, retry, concurrency: 1, onWaiting: waiting });
    expect(outcome.status).toBe('complete');
    expect(outcome.progress).toMatchObject({ filesDone: 4, bytesDone: 2000 });
    expect(attempts.filter((p) => p === '/b.mp3')).toHaveLength(3);
    expect(retry.wait).toHaveBeenCalledTimes(3);
    // Each success resets the backoff.
    expect(retry.reset).toHaveBeenCalledTimes(4);
    expect(waiting.mock.calls.map(([w]) => w)).toEqual([true, false, true, false, true, false]);
    // Resumed files kept their bytes: only the missing half came over the network again.
    expect(outcome.progress.bytesFetched).toBe(2000);
  });

  it('never shows progress going back while a file restarts, and counts exactly in the outcome', async () => {
    const { io } = flakyIO({ '/c.pdf': 2 }, false);
    const reports: number[] = [];
    const outcome = await runJob(entries, io, {
      signal: new AbortController().signal,
      retry: gate().retry,
      concurrency: 1,
      onProgress: (p) => reports.push(p.bytesDone),
    });
    expect(outcome.status).toBe('complete');
    expect(reports.every((b, i) => i === 0 || b >= reports[i - 1])).toBe(true);
    expect(reports.at(-1)).toBe(2000);
    expect(outcome.progress.bytesDone).toBe(2000);
    // The restarted file's halves came over the network again.
    expect(outcome.progress.bytesFetched).toBe(2600);
  });

  it('stops waiting when paused', async () => {
    const controller = new AbortController();
    const { io } = flakyIO({ '/a.svg': 1 }, false);
    const retry = {
      wait: (signal: AbortSignal) => new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
      reset: () => undefined,
    };
    const run = runJob(entries, io, { signal: controller.signal, retry, concurrency: 1 });
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    expect((await run).status).toBe('aborted');
  });
});

describe('runJob: stopping', () => {
  it('passes the stop reason on to the file downloads (a pause keeps what has fully arrived)', async () => {
    const outer = new AbortController();
    const reasons: unknown[] = [];
    const io: JobIO = {
      has: async () => false,
      fetch: (_e, signal) =>
        new Promise((_, reject) => {
          outer.abort('toolkit:paused');
          reasons.push(signal.reason);
          reject(new PackError('aborted', 'aborted'));
        }),
    };
    const outcome = await runJob(entries.slice(0, 1), io, { signal: outer.signal });
    expect(outcome.status).toBe('aborted');
    expect(reasons).toEqual(['toolkit:paused']);
  });
});
