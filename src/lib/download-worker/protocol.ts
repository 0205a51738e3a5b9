import type { Expected } from '../media-store';
import type { PackErrorKind } from '../pack-errors';

/** Page → download worker: fetch, verify and store one file; or stop one (`reason`: the abort's, a string). */
export type DownloadRequest =
  | { type: 'download'; id: number; url: string; expected: Expected; serviceWorkerControls: boolean; stallMs?: number }
  | { type: 'abort'; id: number; reason?: string };

/** One file's progress: `held` its bytes kept now, `fetched` the bytes received since the last report. */
export interface FileProgressReport {
  id: number;
  held: number;
  fetched: number;
}

/**
 * Download worker → page. Every file's progress goes in one message at most every
 * PROGRESS_EVERY_MS (and before any outcome). `kind` null: an error that is not a PackError (the
 * page treats it as lib/verified-download.ts's caller would).
 */
export type DownloadReply =
  | { type: 'progress'; files: FileProgressReport[] }
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; kind: PackErrorKind | null; message: string };

/**
 * How often progress crosses to the page: each message is a task on the page's thread, and a
 * progress bar moving four times a second looks no less alive than one moving with every chunk.
 */
export const PROGRESS_EVERY_MS = 250;
