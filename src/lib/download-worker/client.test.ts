import { describe, expect, it, vi } from 'vitest';
import { PackError, PAUSED } from '../pack-errors';
import { offThreadDownloads, type DownloadWorker } from './client';
import type { DownloadReply, DownloadRequest } from './protocol';

class FakeWorker implements DownloadWorker {
  onmessage: DownloadWorker['onmessage'] = null;
  onerror: DownloadWorker['onerror'] = null;
  sent: DownloadRequest[] = [];
  terminated = false;
  postMessage(request: DownloadRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: DownloadReply) {
    this.onmessage?.({ data } as MessageEvent<DownloadReply>);
  }
}

const expected = { bytes: 10, sha256: 'ab' };
const options = (signal = new AbortController().signal) => ({ signal, onProgress: vi.fn() });

describe('downloads through the download worker', () => {
  it('sends the file to the worker, shows its progress and resolves when it is stored', async () => {
    const worker = new FakeWorker();
    const inPage = vi.fn();
    const download = offThreadDownloads(() => worker, inPage);
    const opts = options();
    const done = download('/media/a.mp3', { ...expected, path: 'a.mp3' } as typeof expected, opts);
    expect(worker.sent).toEqual([
      { type: 'download', id: 1, url: '/media/a.mp3', expected, serviceWorkerControls: false, stallMs: undefined },
    ]);
    worker.reply({ type: 'progress', files: [{ id: 1, held: 4, fetched: 4 }] });
    worker.reply({ type: 'done', id: 1 });
    await expect(done).resolves.toBeUndefined();
    expect(opts.onProgress).toHaveBeenCalledWith(4, 4);
    expect(inPage).not.toHaveBeenCalled();
  });

  it('passes a pause on with its reason, and rejects as the worker says', async () => {
    const worker = new FakeWorker();
    const download = offThreadDownloads(() => worker, vi.fn());
    const controller = new AbortController();
    const done = download('/a', expected, options(controller.signal));
    controller.abort(PAUSED);
    expect(worker.sent[1]).toEqual({ type: 'abort', id: 1, reason: PAUSED });
    worker.reply({ type: 'failed', id: 1, kind: 'aborted', message: 'Aborted' });
    await expect(done).rejects.toEqual(new PackError('aborted', 'Aborted'));
  });

  it('keeps the kind of a PackError and reports any other failure as a plain error', async () => {
    const worker = new FakeWorker();
    const download = offThreadDownloads(() => worker, vi.fn());
    const integrity = download('/a', expected, options());
    const other = download('/b', expected, options());
    worker.reply({ type: 'failed', id: 1, kind: 'integrity', message: 'does not match' });
    worker.reply({ type: 'failed', id: 2, kind: null, message: 'disk' });
    await expect(integrity).rejects.toMatchObject({ kind: 'integrity', message: 'does not match' });
    const error = await other.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PackError);
  });

  it('downloads on the page when no worker can start', async () => {
    const inPage = vi.fn().mockResolvedValue(undefined);
    const download = offThreadDownloads(() => {
      throw new Error('no module workers');
    }, inPage);
    const opts = options();
    await download('/a', expected, opts);
    expect(inPage).toHaveBeenCalledWith('/a', expected, opts);
  });

  it('a worker that fails hands its files, and every later one, to the page', async () => {
    const worker = new FakeWorker();
    const start = vi.fn(() => worker);
    const inPage = vi.fn().mockResolvedValue(undefined);
    const download = offThreadDownloads(start, inPage);
    const first = download('/a', expected, options());
    worker.onerror?.(new Event('error'));
    await first;
    expect(worker.terminated).toBe(true);
    await download('/b', expected, options());
    expect(inPage.mock.calls.map((c) => c[0])).toEqual(['/a', '/b']);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
