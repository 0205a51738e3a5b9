import type { IndexEntry } from '@/content/types';
import { PackError } from '@/lib/pack-errors';
import type { FileProgress } from './download-job';

type Download = (entry: IndexEntry, signal: AbortSignal, onProgress: FileProgress) => Promise<void>;

/** One download per file even when two packs want it at the same time. */
export class SharedDownloads {
  private inflight = new Map<string, Promise<void>>();

  constructor(private readonly download: Download) {}

  async fetch(entry: IndexEntry, signal: AbortSignal, onProgress: FileProgress): Promise<void> {
    const shared = this.inflight.get(entry.path);
    if (shared) {
      if (
        await shared.then(
          () => true,
          () => false,
        )
      )
        return;
      // The other pack was paused mid-file: this one downloads it itself.
      if (signal.aborted) throw new PackError('aborted', 'Aborted');
    }
    const p = this.download(entry, signal, onProgress);
    this.inflight.set(entry.path, p);
    try {
      await p;
    } finally {
      this.inflight.delete(entry.path);
    }
  }
}
