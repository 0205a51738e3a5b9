import type { Expected } from '../media-store';
import { logError } from '../log';
import { PackError } from '../pack-errors';
import type { DownloadOptions } from '../verified-download';
import type { DownloadReply, DownloadRequest } from './protocol';

/** What the page needs of a Worker (a fake in unit tests). */
export interface DownloadWorker {
  onmessage: ((event: MessageEvent<DownloadReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
  postMessage(request: DownloadRequest): void;
  terminate(): void;
}

type Download = (url: string, expected: Expected, options: DownloadOptions) => Promise<void>;

interface Pending {
  options: DownloadOptions;
  settle(reply: Exclude<DownloadReply, { type: 'progress' }> | 'worker-failed'): void;
}

const serviceWorkerControls = () => !!globalThis.navigator?.serviceWorker?.controller;

// The page's own way, loaded only if the worker cannot run: the worker carries that code otherwise.
const downloadInPage: Download = (url, expected, options) =>
  import('../verified-download').then((m) => m.downloadVerified(url, expected, options));

/**
 * Downloads through a dedicated worker (started on the first file, one per page), with the same
 * contract as lib/verified-download.ts, which stays the way when the worker cannot start or fails:
 * then the files it held are downloaded again on the page (the service worker kept their bytes).
 */
export function offThreadDownloads(startWorker: () => DownloadWorker, inPage: Download = downloadInPage): Download {
  let worker: DownloadWorker | undefined;
  let broken = false;
  let seq = 0;
  const pending = new Map<number, Pending>();

  const fail = (error: unknown) => {
    logError('download worker: the page downloads instead', error);
    broken = true;
    worker?.terminate();
    worker = undefined;
    for (const p of pending.values()) p.settle('worker-failed');
    pending.clear();
  };
  const hear = (next: DownloadWorker): DownloadWorker => {
    next.onmessage = ({ data }) => {
      if (data.type === 'progress') {
        for (const file of data.files) pending.get(file.id)?.options.onProgress(file.held, file.fetched);
        return;
      }
      const p = pending.get(data.id);
      if (!p) return;
      pending.delete(data.id);
      p.settle(data);
    };
    next.onerror = (event) => fail(event instanceof ErrorEvent ? event.message : event.type);
    return next;
  };
  const started = (): DownloadWorker | undefined => {
    if (broken) return undefined;
    try {
      return (worker ??= hear(startWorker()));
    } catch (error) {
      fail(error);
      return undefined;
    }
  };

  return (url, expected, options) => {
    const to = started();
    if (!to) return inPage(url, expected, options);
    const id = ++seq;
    const { signal } = options;
    return new Promise<void>((resolve, reject) => {
      const abort = () => to.postMessage({ type: 'abort', id, reason: typeof signal.reason === 'string' ? signal.reason : undefined });
      pending.set(id, {
        options,
        settle: (reply) => {
          signal.removeEventListener('abort', abort);
          if (reply === 'worker-failed') inPage(url, expected, options).then(resolve, reject);
          else if (reply.type === 'done') resolve();
          else reject(reply.kind ? new PackError(reply.kind, reply.message) : new Error(reply.message));
        },
      });
      const request = { bytes: expected.bytes, sha256: expected.sha256 };
      to.postMessage({
        type: 'download',
        id,
        url,
        expected: request,
        serviceWorkerControls: serviceWorkerControls(),
        stallMs: options.stallMs,
      });
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
    });
  };
}

/** The app's downloader: pack files are fetched, verified and stored by src/lib/download-worker/download.worker.ts. */
export const downloadOffThread: Download = offThreadDownloads(
  () => new Worker(new URL('./download.worker.ts', import.meta.url), { type: 'module', name: 'downloads' }) as unknown as DownloadWorker,
);
