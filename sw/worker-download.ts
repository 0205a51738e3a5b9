/// <reference lib="webworker" />
import { concatBytes } from '../src/lib/bytes';
import { dropPartial, keepPiece, readPieces } from '../src/lib/partial-cache';

/** No byte (nor the headers) for this long: the connection is stalled; give up the piece. */
const STALL_MS = 10_000;
/** Each network request asks for one piece of the file: what one second brought, within these bounds. */
const MIN_PIECE = 64 * 1024;
const MAX_PIECE = 1024 * 1024;

/** An answer that is not the file: the first reader gets it as it came (404, 503…). */
export class HttpAnswer extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

const totalOf = (response: Response) => /^bytes (\d+)-\d+\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '');

/**
 * One file downloaded by the worker for every reader that wants it (the page's pack downloader,
 * an <img>, a video preview): one network request at a time, each for one bounded piece
 * (`Range: bytes=N-M`), read to its end and kept in `toolkit-partial` as it completes
 * (lib/partial-cache.ts). So every byte the server sends is kept, whatever the readers do: a
 * pause, a reload or a closed tab stops the download at the end of its piece, never mid-body,
 * and the next attempt starts from exactly what was kept. The worker stops asking the network
 * when its last reader has gone. Pieces go through the HTTP cache (`cache`: the page's, 'reload'
 * when it asks again for a file that did not match).
 */
export class WorkerDownload {
  private chunks: Uint8Array[] = [];
  private held = 0;
  private validator: string | undefined;
  type = '';
  private readers = 0;
  private pumping: Promise<void> | null = null;
  private state: 'open' | 'done' | 'failed' | 'stopped' = 'open';
  private error: unknown;
  private waiters: (() => void)[] = [];
  private piece = MIN_PIECE;
  /** The kept bytes read back; then, until it answers, the first network request. */
  readonly ready: Promise<void>;

  constructor(
    readonly href: string,
    readonly size: number,
    private readonly cache: RequestCache,
    private readonly onEnd: () => void,
  ) {
    this.ready = readPieces(href).then((kept) => {
      if (kept && kept.data.byteLength <= size) {
        this.chunks = [kept.data];
        this.held = kept.data.byteLength;
        this.validator = kept.validator;
        this.type = kept.type ?? '';
      }
      if (this.held === size) this.state = 'done';
    });
  }

  /**
   * Starts reading: resolves once the bytes can flow (kept ones, or the network answered) with
   * the reader's body, or rejects. The reader counts from here until its body ends, is cancelled,
   * or its request aborts (`signal`: the page paused, reloaded or closed), whichever comes first.
   */
  async open(signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    // Counted in the task that found this download: were it counted after an await, the last
    // piece could end in between, the download stop as unread, and this reader get part of the file.
    let reading = true;
    this.readers += 1;
    const leave = () => {
      if (!reading) return;
      reading = false;
      this.readers -= 1;
      this.endIfIdle();
    };
    if (signal?.aborted) leave();
    signal?.addEventListener('abort', leave, { once: true });
    await this.ready;
    if (this.state === 'failed') {
      leave();
      throw this.error;
    }
    // Whole from what was kept: nothing to download, and a later reader reads the kept bytes afresh.
    if (this.state === 'done') this.onEnd();
    if (this.state !== 'done') {
      const answered = this.chunks.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => this.waiters.push(resolve));
      this.ensurePumping();
      await answered;
      if (this.failedEmpty()) {
        leave();
        throw this.error;
      }
    }
    return this.stream(leave);
  }

  /** The download failed before any byte (its first answer was not the file, or no answer). */
  private failedEmpty(): boolean {
    return this.state === 'failed' && this.held === 0;
  }

  /** The whole file once every byte is here (null when the download stopped first). */
  async complete(): Promise<Uint8Array<ArrayBuffer> | null> {
    while (this.state === 'open') await new Promise<void>((r) => this.waiters.push(r));
    if (this.state !== 'done') return null;
    const out = new Uint8Array(this.held);
    let offset = 0;
    for (const c of this.chunks) out.set(c, (offset += c.byteLength) - c.byteLength);
    return out;
  }

  /** Resolves when the worker no longer reads the network for this file (for waitUntil). */
  settled(): Promise<void> {
    return this.pumping ?? Promise.resolve();
  }

  /** The body from byte 0: what is held, then the rest as it arrives. */
  private stream(leave: () => void): ReadableStream<Uint8Array> {
    let next = 0;
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        while (next >= this.chunks.length && this.state === 'open') await new Promise<void>((r) => this.waiters.push(r));
        if (next < this.chunks.length) return controller.enqueue(this.chunks[next++]);
        leave();
        if (this.state === 'failed') controller.error(this.error);
        else controller.close();
      },
      cancel: leave,
    });
  }

  /** Not downloading and no one reading: forgotten, so the next reader starts from what is kept now. */
  private endIfIdle() {
    if (this.readers === 0 && !this.pumping) this.onEnd();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  private ensurePumping() {
    this.pumping ??= this.pump().finally(() => {
      this.pumping = null;
      if (this.state === 'open' && this.readers > 0) return this.ensurePumping();
      // No one reads: what arrived is kept, the next reader starts from it (a new download).
      if (this.state === 'open') this.state = 'stopped';
      this.wake();
      this.onEnd();
    });
  }

  private async pump() {
    try {
      // Checked between pieces only: a piece asked for is read to its end, whoever still reads.
      while (this.held < this.size && this.readers > 0) await this.fetchPiece();
      if (this.held === this.size) this.state = 'done';
    } catch (error) {
      this.state = 'failed';
      this.error = error;
    } finally {
      this.wake();
    }
  }

  private async fetchPiece() {
    const start = this.held;
    const end = Math.min(this.size, start + this.piece) - 1;
    // No If-Range: it would keep the HTTP cache out (a file the page already showed costs nothing).
    // The validator is compared instead: a file changed since the kept bytes starts again.
    const headers: Record<string, string> = { Range: `bytes=${start}-${end}` };
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), STALL_MS);
    };
    const received: Uint8Array[] = [];
    let got = 0;
    const began = Date.now();
    try {
      arm();
      const response = await fetch(this.href, { headers, cache: this.cache, credentials: 'same-origin', signal: controller.signal });
      const range = totalOf(response);
      const fits = response.status === 206 && range && Number(range[1]) === start && Number(range[2]) === this.size;
      // A 200 for byte 0 is the whole file (a server without ranges): read as one piece.
      const whole = response.status === 200 && start === 0 && Number(response.headers.get('Content-Length') ?? this.size) === this.size;
      if (!fits && !whole) {
        void response.body?.cancel().catch(() => undefined);
        throw response.status === 206 || response.status === 200
          ? new TypeError(`Unexpected answer for ${this.href}`)
          : new HttpAnswer(response.status);
      }
      const validator = response.headers.get('ETag') ?? response.headers.get('Last-Modified') ?? undefined;
      if (start && this.validator && validator && validator !== this.validator) {
        void response.body?.cancel().catch(() => undefined);
        await dropPartial(this.href);
        throw new TypeError(`${this.href} changed since its kept bytes`);
      }
      this.validator = validator ?? this.validator;
      this.type ||= response.headers.get('Content-Type') ?? '';
      const reader = response.body!.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        arm();
        received.push(r.value);
        got += r.value.byteLength;
        this.chunks.push(r.value);
        this.held += r.value.byteLength;
        this.wake();
      }
      if (got !== end - start + 1 && !whole) throw new TypeError(`Incomplete piece of ${this.href}`);
    } finally {
      clearTimeout(timer);
      // What arrived is kept before anything else happens, even when the piece failed midway.
      if (got)
        await keepPiece(this.href, start, received.length === 1 ? received[0] : concatBytes(received, got), {
          validator: this.validator,
          type: this.type,
        });
    }
    const seconds = Math.max(0.05, (Date.now() - began) / 1000);
    this.piece = Math.min(MAX_PIECE, Math.max(MIN_PIECE, Math.round(got / seconds)));
  }

  /** Forgets the kept bytes (the file is stored whole, or they did not match). */
  static drop(href: string): Promise<void> {
    return dropPartial(href);
  }
}
