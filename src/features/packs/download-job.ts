import type { IndexEntry } from '@/content/types';
import { PackError, type PackErrorKind } from '@/lib/pack-errors';
import { sumBytes } from './packs';

export interface JobProgress {
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
  /** Bytes received over the network by this run (already-cached files cost nothing). */
  bytesFetched: number;
}

/**
 * Reported by a download as bytes arrive: `held` is how much of this file is
 * kept so far (it falls to 0 when the file restarts), `fetched` the bytes just
 * received over the network.
 */
export type FileProgress = (held: number, fetched: number) => void;

export interface JobIO {
  /** True when a verified copy is already cached: checked before any download. */
  has(entry: IndexEntry): Promise<boolean>;
  /** Downloads, verifies against the entry (refetching once on a mismatch) and stores the file. */
  fetch(entry: IndexEntry, signal: AbortSignal, onProgress: FileProgress): Promise<void>;
}

/** Waits between attempts after a network failure (src/lib/backoff.ts). */
export interface RetryGate {
  wait(signal: AbortSignal): Promise<void>;
  reset(): void;
}

export type JobOutcome =
  | { status: 'complete'; progress: JobProgress }
  | { status: 'aborted'; progress: JobProgress }
  | { status: 'failed'; error: PackErrorKind; failed: string[]; progress: JobProgress };

interface JobOptions {
  signal: AbortSignal;
  /** Without one, a network failure ends the run (status failed, error network). */
  retry?: RetryGate;
  concurrency?: number;
  onProgress?: (progress: JobProgress) => void;
  /** True while the run waits for the network, false once bytes flow again. */
  onWaiting?: (waiting: boolean) => void;
}

/** Errors that stop the whole run; 'network' is retried when the job has a retry gate. */
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
 * are counted without a request; the rest download a few at a time. A lost,
 * stalled or failing connection waits (backoff, `online`) and continues;
 * the progress shown never goes backwards.
 * Pausing is aborting: a later run starts again from what the cache holds.
 */
export async function runJob(entries: readonly IndexEntry[], io: JobIO, options: JobOptions): Promise<JobOutcome> {
  const { signal, retry, concurrency = 3 } = options;
  const progress: JobProgress = {
    filesDone: 0,
    filesTotal: entries.length,
    bytesDone: 0,
    bytesTotal: sumBytes(entries),
    bytesFetched: 0,
  };
  // Shown progress keeps its high-water mark: a file that restarts takes its bytes back from
  // the count (the outcome stays exact) but the bar waits for them instead of jumping back.
  let shown = 0;
  const report = () => {
    shown = Math.max(shown, progress.bytesDone);
    options.onProgress?.({ ...progress, bytesDone: shown });
  };
  const inner = new AbortController();
  // The reason goes on to the file downloads: a pause keeps files that have fully arrived.
  const abortInner = () => inner.abort(signal.reason);
  signal.addEventListener('abort', abortInner, { once: true });
  let fatal: PackErrorKind | null = null;
  const failed: string[] = [];
  const stopped = () => fatal !== null || inner.signal.aborted;
  let waiting = 0;
  const setWaiting = (delta: number) => {
    const before = waiting > 0;
    waiting += delta;
    if (before !== waiting > 0) options.onWaiting?.(waiting > 0);
  };

  const missing: IndexEntry[] = [];
  await pool(entries, 8, stopped, async (e) => {
    if (await io.has(e)) {
      progress.filesDone += 1;
      progress.bytesDone += e.bytes;
    } else missing.push(e);
  });
  report();

  const download = async (e: IndexEntry): Promise<void> => {
    let held = 0;
    let httpRetries = 1;
    const onProgress: FileProgress = (now, fetched) => {
      progress.bytesDone += now - held;
      progress.bytesFetched += fetched;
      held = now;
      report();
    };
    for (;;) {
      try {
        await io.fetch(e, inner.signal, onProgress);
        retry?.reset();
        progress.bytesDone += e.bytes - held;
        progress.filesDone += 1;
        report();
        return;
      } catch (error) {
        const kind = inner.signal.aborted && !fatal ? 'aborted' : kindOf(error);
        if (kind === 'network' && retry && !stopped()) {
          setWaiting(1);
          try {
            await retry.wait(inner.signal);
          } catch {
            return; // aborted while waiting
          } finally {
            setWaiting(-1);
          }
          continue;
        }
        progress.bytesDone -= held;
        held = 0;
        if (FATAL.includes(kind)) {
          fatal ??= kind;
          inner.abort();
        } else if (kind === 'http' && httpRetries-- > 0) continue;
        else failed.push(e.path);
        return;
      }
    }
  };
  await pool(missing, concurrency, stopped, download);
  signal.removeEventListener('abort', abortInner);

  if (signal.aborted) return { status: 'aborted', progress };
  if (fatal) return { status: 'failed', error: fatal, failed, progress };
  if (failed.length) return { status: 'failed', error: 'integrity', failed, progress };
  return { status: 'complete', progress };
}
