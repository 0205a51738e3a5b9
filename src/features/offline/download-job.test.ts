import { describe, expect, it, vi } from 'vitest';
import type { IndexEntry } from '../../content/types';
import { PackError } from '../../lib/pack-cache';
import { runJob, type JobIO } from './download-job';
import { entry } from './test-fixtures';

const entries = [entry('/a.svg', 100), entry('/b.mp3', 300, 'audio'), entry('/c.pdf', 600, 'pdf'), entry('/d.svg', 1000)];

function fakeIO(cached: string[], fail: Record<string, PackError | undefined> = {}) {
  const fetched: string[] = [];
  const io: JobIO = {
    has: async (e) => cached.includes(e.path),
    fetch: async (e: IndexEntry, signal, onBytes) => {
      fetched.push(e.path);
      const error = fail[e.path];
      if (error) {
        onBytes(10);
        throw error;
      }
      onBytes(e.bytes / 2);
      await Promise.resolve();
      if (signal.aborted) throw new PackError('aborted', 'aborted');
      onBytes(e.bytes / 2);
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

  it('retries a file that fails verification once, then carries on without it', async () => {
    const { io, fetched } = fakeIO([], { '/b.mp3': new PackError('integrity', 'bad') });
    const outcome = await runJob(entries, io, { signal: new AbortController().signal, concurrency: 1 });
    expect(outcome).toMatchObject({ status: 'failed', error: 'integrity', failed: ['/b.mp3'] });
    expect(fetched.filter((p) => p === '/b.mp3')).toHaveLength(2);
    expect(outcome.progress.filesDone).toBe(3);
  });
});
