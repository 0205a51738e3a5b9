/**
 * One network download of a file that several readers follow from its first
 * byte: a video the page previews and the pack that wants the same file get
 * the bytes of a single request. The download runs to its end whoever reads.
 */
const SHARED_STALL_MS = 10_000;

export class SharedBody {
  private chunks: Uint8Array[] = [];
  private state: 'open' | 'done' | 'failed' = 'open';
  private error: unknown;
  private waiters: (() => void)[] = [];

  constructor(
    readonly response: Response,
    onEnd: () => void,
    stallMs = SHARED_STALL_MS,
  ) {
    void this.pump(onEnd, stallMs);
  }

  get size(): number {
    return Number(this.response.headers.get('Content-Length'));
  }

  private async pump(onEnd: () => void, stallMs: number) {
    const reader = this.response.body!.getReader();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      // Nothing arrives: give up, so a retry does not join a dead download.
      timer = setTimeout(() => void reader.cancel().catch(() => undefined), stallMs);
    };
    try {
      arm();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        arm();
        this.chunks.push(r.value);
        this.wake();
      }
      const received = this.chunks.reduce((n, c) => n + c.byteLength, 0);
      if (received !== this.size) throw new TypeError('Incomplete body');
      this.state = 'done';
    } catch (error) {
      this.state = 'failed';
      this.error = error ?? new TypeError('Network error');
    } finally {
      clearTimeout(timer);
      this.wake();
      onEnd();
    }
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  /** The body from its first byte: what already arrived, then the rest as it comes. */
  stream(): ReadableStream<Uint8Array> {
    let next = 0;
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        while (next >= this.chunks.length && this.state === 'open') await new Promise<void>((r) => this.waiters.push(r));
        if (next < this.chunks.length) controller.enqueue(this.chunks[next++]);
        else if (this.state === 'failed') controller.error(this.error);
        else controller.close();
      },
    });
  }

  private headers(): Headers {
    const headers = new Headers();
    for (const name of ['Content-Type', 'Content-Length', 'ETag', 'Last-Modified', 'Cache-Control']) {
      const value = this.response.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set('Accept-Ranges', 'bytes');
    return headers;
  }

  /** For a request without Range (the pack). */
  full(): Response {
    return new Response(this.stream(), { status: 200, headers: this.headers() });
  }

  /** For `Range: bytes=0-` (a media element starting to play or preload). */
  fromStart(): Response {
    const headers = this.headers();
    headers.set('Content-Range', `bytes 0-${this.size - 1}/${this.size}`);
    return new Response(this.stream(), { status: 206, headers });
  }
}
