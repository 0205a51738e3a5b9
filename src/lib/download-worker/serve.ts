import { PackError } from '../pack-errors';
import type { DownloadOptions } from '../verified-download';
import type { Expected } from '../media-store';
import { PROGRESS_EVERY_MS, type DownloadReply, type DownloadRequest, type FileProgressReport } from './protocol';

export interface WorkerScope {
  onmessage: ((event: MessageEvent<DownloadRequest>) => void) | null;
  postMessage(reply: DownloadReply): void;
}

export type Download = (url: string, expected: Expected, options: DownloadOptions & { serviceWorkerControls: boolean }) => Promise<void>;

/** Every file's progress, gathered and sent in one message at most every PROGRESS_EVERY_MS. */
function progressBatcher(post: (reply: DownloadReply) => void) {
  const files = new Map<number, FileProgressReport>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!files.size) return;
    post({ type: 'progress', files: [...files.values()] });
    files.clear();
  };
  const add = (id: number, held: number, fetched: number) => {
    const file = files.get(id);
    files.set(id, { id, held, fetched: fetched + (file?.fetched ?? 0) });
    timer ??= setTimeout(flush, PROGRESS_EVERY_MS);
  };
  return { add, flush };
}

/**
 * The download worker's side: each request runs `download` (lib/verified-download.ts) here, off
 * the page's thread, and answers with its progress and outcome; an abort stops it with the
 * page's reason (a pause keeps what arrived, lib/pack-errors.ts).
 */
export function serveDownloads(scope: WorkerScope, download: Download): void {
  const running = new Map<number, AbortController>();
  const progress = progressBatcher((reply) => scope.postMessage(reply));
  const start = (request: Extract<DownloadRequest, { type: 'download' }>) => {
    const { id, url, expected, serviceWorkerControls, stallMs } = request;
    const controller = new AbortController();
    running.set(id, controller);
    const onProgress = (held: number, fetched: number) => progress.add(id, held, fetched);
    const options = { signal: controller.signal, onProgress, stallMs, serviceWorkerControls };
    download(url, expected, options)
      .then(
        () => {
          progress.flush();
          scope.postMessage({ type: 'done', id });
        },
        (error: unknown) => {
          progress.flush();
          const kind = error instanceof PackError ? error.kind : null;
          scope.postMessage({ type: 'failed', id, kind, message: error instanceof Error ? error.message : String(error) });
        },
      )
      .finally(() => running.delete(id));
  };
  scope.onmessage = ({ data }) => {
    if (data.type === 'download') start(data);
    else running.get(data.id)?.abort(data.reason);
  };
}
