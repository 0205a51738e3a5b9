import { afterEach, describe, expect, it, vi } from 'vitest';
import { PackError, PAUSED } from '../pack-errors';
import type { DownloadOptions } from '../verified-download';
import { PROGRESS_EVERY_MS, type DownloadReply, type DownloadRequest } from './protocol';
import { serveDownloads, type WorkerScope } from './serve';

function scope() {
  const replies: DownloadReply[] = [];
  const s: WorkerScope = { onmessage: null, postMessage: (r) => void replies.push(r) };
  const send = (data: DownloadRequest) => s.onmessage?.({ data } as MessageEvent<DownloadRequest>);
  return { s, replies, send };
}

const request = (id: number): DownloadRequest => ({
  type: 'download',
  id,
  url: `/media/${id}.mp3`,
  expected: { bytes: 10, sha256: 'ab' },
  serviceWorkerControls: true,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('the download worker', () => {
  it('sends every file’s progress in one message at most every 250 ms, and all of it before an outcome', async () => {
    vi.useFakeTimers();
    const { s, replies, send } = scope();
    const finish = new Map<string, () => void>();
    const progress = new Map<string, DownloadOptions['onProgress']>();
    serveDownloads(s, (url, _expected, options) => {
      progress.set(url, options.onProgress);
      expect(options.serviceWorkerControls).toBe(true);
      return new Promise<void>((resolve) => finish.set(url, resolve));
    });
    send(request(1));
    send(request(2));
    progress.get('/media/1.mp3')!(2, 2);
    progress.get('/media/1.mp3')!(5, 3);
    progress.get('/media/2.mp3')!(4, 4);
    vi.advanceTimersByTime(PROGRESS_EVERY_MS - 1);
    expect(replies).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(replies).toEqual([
      {
        type: 'progress',
        files: [
          { id: 1, held: 5, fetched: 5 },
          { id: 2, held: 4, fetched: 4 },
        ],
      },
    ]);
    progress.get('/media/1.mp3')!(10, 5);
    finish.get('/media/1.mp3')!();
    await vi.advanceTimersByTimeAsync(0);
    expect(replies.slice(1)).toEqual([
      { type: 'progress', files: [{ id: 1, held: 10, fetched: 5 }] },
      { type: 'done', id: 1 },
    ]);
  });

  it('stops a download with the page’s reason and says how it failed', async () => {
    const { s, replies, send } = scope();
    const reasons: unknown[] = [];
    serveDownloads(s, (_url, _expected, { signal }) => {
      return new Promise<void>((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          reasons.push(signal.reason);
          reject(new PackError('aborted', 'Aborted'));
        });
      });
    });
    send(request(1));
    send({ type: 'abort', id: 1, reason: PAUSED });
    await flush();
    expect(reasons).toEqual([PAUSED]);
    expect(replies).toEqual([{ type: 'failed', id: 1, kind: 'aborted', message: 'Aborted' }]);
  });

  it('reports an error that is not a PackError without a kind', async () => {
    const { s, replies, send } = scope();
    serveDownloads(s, () => Promise.reject(new DOMException('blocked', 'UnknownError')));
    send(request(3));
    await flush();
    expect(replies).toEqual([{ type: 'failed', id: 3, kind: null, message: 'blocked' }]);
  });
});
