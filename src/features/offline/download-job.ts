import type { IndexEntry } from '../../content/types';
import { PackError, type PackErrorKind } from '../../lib/pack-cache';
import { sumBytes } from './packs';

export interface JobProgress {
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
  /** Bytes received over the network by this run (already-cached files cost nothing). */
  bytesFetched: number;
}

export interface JobIO {
  /** True when a verified copy is already cached: checked before any download. */
  has(entry: IndexEntry): Promise<boolean>;
  /** Downloads, verifies against the entry and stores the file. */
  fetch(entry: IndexEntry, signal: AbortSignal, onBytes: (n: number) => void): Promise<void>;
}

export type JobOutcome =
  | { status: 'complete'; progress: JobProgress }
  | { status: 'aborted'; progress: JobProgress }
  | { status: 'failed'; error: PackErrorKind; failed: string[]; progress: JobProgress };

interface JobOptions {
  signal: AbortSignal;
  concurrency?: number;
  onProgress?: (progress: JobProgress) => void;
}

/** Errors that stop the whole run; others only fail the one file. */
const FATAL: readonly PackErrorKind[] = ['quota', 'network', 'aborted', 'unsupported'];

const kindOf = (error: unknown): PackErrorKind => (error instanceof PackError ? error.kind : 'network');

async function pool<T>(items: readonly T[], size: number, stop: () => boolean, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (!stop() && next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/**
 * Makes every entry available in the cache: files already cached and verified
 * are counted without a request; the rest download a few at a time. Pausing
 * is aborting: a later run starts again from what the cache holds.
 */
export async function runJob(entries: readonly IndexEntry[], io: JobIO, options: JobOptions): Promise<JobOutcome> {
  const { signal, concurrency = 3 } = options;
  const progress: JobProgress = {
    filesDone: 0,
    filesTotal: entries.length,
    bytesDone: 0,
    bytesTotal: sumBytes(entries),
    bytesFetched: 0,
  };
  const report = () => options.onProgress?.({ ...progress });
  const inner = new AbortController();
  const abortInner = () => inner.abort();
  signal.addEventListener('abort', abortInner, { once: true });
  let fatal: PackErrorKind | null = null;
  const failed: string[] = [];
  const stopped = () => fatal !== null || inner.signal.aborted;

  const missing: IndexEntry[] = [];
  await pool(entries, 8, stopped, async (e) => {
    if (await io.has(e)) {
      progress.filesDone += 1;
      progress.bytesDone += e.bytes;
    } else missing.push(e);
  });
  report();

  const download = async (e: IndexEntry, retries: number): Promise<void> => {
    let received = 0;
    try {
      await io.fetch(e, inner.signal, (n) => {
        received += n;
        progress.bytesDone += n;
        progress.bytesFetched += n;
        report();
      });
      progress.bytesDone += e.bytes - received;
      progress.filesDone += 1;
      report();
    } catch (error) {
      progress.bytesDone -= received;
      const kind = inner.signal.aborted && !fatal ? 'aborted' : kindOf(error);
      if (FATAL.includes(kind)) {
        fatal ??= kind;
        inner.abort();
      } else if (retries > 0) await download(e, retries - 1);
      else failed.push(e.path);
    }
  };
  await pool(missing, concurrency, stopped, (e) => download(e, 1));
  signal.removeEventListener('abort', abortInner);

  if (signal.aborted) return { status: 'aborted', progress };
  if (fatal) return { status: 'failed', error: fatal, failed, progress };
  if (failed.length) return { status: 'failed', error: 'integrity', failed, progress };
  return { status: 'complete', progress };
}
