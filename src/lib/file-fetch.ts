import { concatBytes } from './bytes';
import { PACK_HEADER } from '../../sw/shared';
import { dropPartial, loadPartial, savePartial } from './partial-cache';
import { keepsBytes, PackError } from './pack-errors';

/** No byte (nor the headers) for this long: the connection is stalled; abort and retry. */
export const STALL_MS = 10_000;

/**
 * Files from this size resume where they stopped after a network failure (HTTP Range); smaller
 * ones restart, which costs less than storing and reading back their partial bytes (32 KB is a
 * third of a second on a 100 KB/s link). Every video is above it. A pause keeps the bytes of
 * any file: the user chose to stop, and Resume must not pay for them twice.
 */
export const RESUME_MIN_BYTES = 32 * 1024;

export interface FetchFileOptions {
  signal: AbortSignal;
  cache: RequestCache;
  resumable: boolean;
  /** `held`: bytes of this file kept so far (0 after a restart); `fetched`: bytes just received. */
  onProgress: (held: number, fetched: number) => void;
  stallMs?: number;
  /** Size from the content index: a partial copy this long or longer is not resumed. */
  expectedBytes?: number;
  /** Whether a service worker controls the caller; asked of the page's navigator when not given. */
  serviceWorkerControls?: boolean;
}

export interface FetchedFile {
  data: Uint8Array<ArrayBuffer>;
  type: string;
}

/** Aborts `controller` when `arm()` is not called again within `ms`. */
function watchdog(controller: AbortController, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const state = { stalled: false };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      state.stalled = true;
      controller.abort();
    }, ms);
  };
  return { arm, stop: () => clearTimeout(timer), state };
}

function rangeStart(response: Response): number | null {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(response.headers.get('Content-Range') ?? '');
  return match ? Number(match[1]) : null;
}

/** What a failed download says: stopped by the caller, its own PackError, or the network's. */
function downloadError(error: unknown, aborted: boolean, stalled: boolean, url: string): PackError {
  if (aborted) return new PackError('aborted', 'Aborted');
  if (error instanceof PackError) return error;
  return new PackError('network', stalled ? `Stalled: ${url}` : `Network error for ${url}`);
}

/** Reads a body to its end, a chunk at a time, each one re-arming the no-progress watchdog. */
async function readBody(response: Response, url: string, dog: { arm(): void }, take: (chunk: Uint8Array) => void): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) throw new PackError('network', `No body for ${url}`);
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    dog.arm();
    take(r.value);
  }
}

/**
 * Files whose last answer was a server error: the next request skips the HTTP
 * cache, in case a misconfigured host made the error cacheable.
 */
const answeredError = new Set<string>();

function checkStatus(response: Response, url: string): void {
  if (response.status === 200 || response.status === 206) return;
  // The kept bytes do not fit the file any more: the caller drops them and starts over.
  if (response.status === 416) throw new PackError('network', `Range not satisfiable for ${url}`);
  // Overload and outages are worth waiting for; a 404 is not.
  const transient = response.status >= 500 || response.status === 429 || response.status === 408;
  answeredError.add(url);
  throw new PackError(transient ? 'network' : 'http', `HTTP ${response.status} for ${url}`);
}

/** A service worker controls the page: it downloads pack files and keeps their bytes (sw/worker-download.ts). */
function workerControls(): boolean {
  return !!globalThis.navigator?.serviceWorker?.controller;
}

/**
 * The file through the service worker, which keeps every byte it receives as it arrives and
 * answers from byte 0 (kept bytes first): the page keeps nothing, and stopping (a pause, a stall,
 * a reload) loses nothing. A worker of an older version answers the plain file: read whole too.
 */
async function fetchThroughWorker(url: string, whole: number, options: FetchFileOptions): Promise<FetchedFile> {
  const controller = new AbortController();
  const outer = () => controller.abort();
  options.signal.addEventListener('abort', outer, { once: true });
  const dog = watchdog(controller, options.stallMs ?? STALL_MS);
  const chunks: Uint8Array[] = [];
  let held = 0;
  let type = '';
  options.onProgress(0, 0);
  try {
    dog.arm();
    const cache = answeredError.has(url) ? 'reload' : options.cache;
    const response = await fetch(url, { signal: controller.signal, cache, headers: { [PACK_HEADER]: String(whole) } });
    checkStatus(response, url);
    answeredError.delete(url);
    type = response.headers.get('Content-Type') ?? '';
    await readBody(response, url, dog, (chunk) => {
      chunks.push(chunk);
      held += chunk.byteLength;
      options.onProgress(held, chunk.byteLength);
    });
    return { data: concatBytes(chunks, held), type };
  } catch (error) {
    // The stop came after the last byte: the file is whole.
    if (held === whole) return { data: concatBytes(chunks, held), type };
    throw downloadError(error, options.signal.aborted, dog.state.stalled, url);
  } finally {
    dog.stop();
    options.signal.removeEventListener('abort', outer);
  }
}

/**
 * Downloads one file, reading its body chunk by chunk under a no-progress
 * timer. A resumable file continues from the bytes an earlier attempt kept
 * (206 appends; a 200 that ignored the Range restarts it) and, when this
 * attempt fails, keeps what it received for the next one.
 */
export async function fetchFile(url: string, options: FetchFileOptions): Promise<FetchedFile> {
  const whole = options.expectedBytes;
  if (whole && (options.serviceWorkerControls ?? workerControls())) return fetchThroughWorker(url, whole, options);
  let partial = await loadPartial(url);
  // Every byte arrived before the stop: no request at all (the caller checks it against the index).
  if (partial && partial.data.byteLength === whole) {
    await dropPartial(url);
    options.onProgress(whole, 0);
    return { data: partial.data, type: partial.type ?? '' };
  }
  if (partial && whole !== undefined && partial.data.byteLength > whole) partial = null;
  const chunks: Uint8Array[] = partial ? [partial.data] : [];
  let held = partial?.data.byteLength ?? 0;
  let validator = partial?.validator;
  let type = partial?.type ?? '';
  let received = 0;
  options.onProgress(held, 0);
  const controller = new AbortController();
  const outer = () => controller.abort();
  options.signal.addEventListener('abort', outer, { once: true });
  const dog = watchdog(controller, options.stallMs ?? STALL_MS);
  try {
    const headers: Record<string, string> = {};
    if (held) headers.Range = `bytes=${held}-`;
    if (held && validator) headers['If-Range'] = validator;
    dog.arm();
    // A resumed request skips the HTTP cache: its partial entries are the browser's business.
    const cache = held ? 'no-store' : answeredError.has(url) ? 'reload' : options.cache;
    const init = { signal: controller.signal, cache, headers } as const;
    const response = await fetch(url, init);
    if (response.status === 416) {
      chunks.length = 0;
      held = 0;
      options.onProgress(0, 0);
    }
    checkStatus(response, url);
    answeredError.delete(url);
    if (response.status !== 206 || rangeStart(response) !== held) {
      // A 200 is the whole file again: start it over. A range we did not ask for: retry from 0.
      chunks.length = 0;
      held = 0;
      options.onProgress(0, 0);
      if (response.status === 206) throw new PackError('network', `Unexpected range for ${url}`);
    }
    validator = response.headers.get('ETag') ?? response.headers.get('Last-Modified') ?? undefined;
    type = response.headers.get('Content-Type') ?? type;
    await readBody(response, url, dog, (chunk) => {
      chunks.push(chunk);
      held += chunk.byteLength;
      received += chunk.byteLength;
      options.onProgress(held, chunk.byteLength);
    });
    await dropPartial(url);
    return { data: concatBytes(chunks, held), type };
  } catch (error) {
    // The stop came after the last byte (a pause as the file completed): the file is whole.
    if (whole !== undefined && held === whole) {
      await dropPartial(url);
      return { data: concatBytes(chunks, held), type };
    }
    const kept = (options.resumable || keepsBytes(options.signal.reason)) && held > 0;
    if (kept && received > 0) await savePartial(url, { data: concatBytes(chunks, held), validator, type });
    else if (!kept) await dropPartial(url);
    if (!kept && held) options.onProgress(0, 0);
    throw downloadError(error, options.signal.aborted, dog.state.stalled, url);
  } finally {
    dog.stop();
    options.signal.removeEventListener('abort', outer);
  }
}
