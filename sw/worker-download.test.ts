import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPieces } from '../src/lib/partial-cache';
import { WorkerDownload } from './worker-download';

const HREF = 'http://localhost/videos/en/clip.webm';
const SIZE = 200_000;
const FILE = Uint8Array.from({ length: SIZE }, (_, i) => (i * 13) % 251);

/** Cache Storage with what partial-cache.ts uses (matchAll and delete by path, ignoring the query). */
function fakeCaches() {
  const entries = new Map<string, Response>();
  const matching = (key: string, options?: CacheQueryOptions) =>
    [...entries.keys()].filter((url) => url === key || (options?.ignoreSearch && url.split('?')[0] === key));
  const cache = {
    matchAll: async (key: string, options?: CacheQueryOptions) => matching(key, options).map((url) => entries.get(url)!.clone()),
    put: async (url: string, response: Response) => void entries.set(url, response),
    delete: async (key: string, options?: CacheQueryOptions) => matching(key, options).map((url) => entries.delete(url)).length > 0,
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
  };
  vi.stubGlobal('caches', { open: async () => cache });
}

/** A server answering ranges in 8 KB chunks. */
function server() {
  const ranges: string[] = [];
  let release = () => undefined as void;
  const held = { on: false, whole: false, gate: Promise.resolve() };
  /** Every body waits before its last chunk (`whole`: before its first too) until `release()`. */
  const hold = (whole = false) => ((held.on = true), (held.whole = whole), (held.gate = new Promise<void>((r) => (release = r))));
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const range = new Headers(init.headers).get('Range')!;
    ranges.push(range);
    const [start, end] = /bytes=(\d+)-(\d+)/.exec(range)!.slice(1).map(Number);
    let at = start;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (at > end) return controller.close();
        const next = Math.min(end + 1, at + 8192);
        if (held.on && (next > end || (held.whole && at === start))) await held.gate;
        controller.enqueue(FILE.slice(at, next));
        at = next;
      },
    });
    const headers = { 'Content-Range': `bytes ${start}-${end}/${SIZE}`, ETag: '"v1"', 'Content-Type': 'video/webm' };
    return new Response(body, { status: 206, headers });
  });
  return { ranges, hold, release: () => release() };
}

const readAll = async (body: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(body).arrayBuffer());
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

afterEach(() => vi.unstubAllGlobals());

describe('WorkerDownload: the worker downloads a file for its readers and keeps every byte', () => {
  it('asks for bounded pieces, keeps each, and gives a reader the whole file', async () => {
    fakeCaches();
    const { ranges } = server();
    const ended = vi.fn();
    const download = new WorkerDownload(HREF, SIZE, 'default', ended);
    const data = await readAll(await download.open());
    expect(same(data, FILE)).toBe(true);
    expect(ranges[0]).toBe('bytes=0-65535');
    expect(same((await readPieces(HREF))!.data, FILE)).toBe(true);
    await download.settled();
    expect(ended).toHaveBeenCalled();
  });

  it('reads the piece it asked for to its end when its last reader leaves, keeps it, and asks for no more', async () => {
    fakeCaches();
    const { ranges, hold, release } = server();
    hold();
    const download = new WorkerDownload(HREF, SIZE, 'default', () => undefined);
    const abort = new AbortController();
    const body = await download.open(abort.signal);
    const reader = body.getReader();
    await reader.read();
    abort.abort();
    release();
    await download.settled();
    expect(ranges).toEqual(['bytes=0-65535']);
    expect((await readPieces(HREF))!.data.byteLength).toBe(65_536);

    // The next download starts from exactly what was kept, with the validator it came with.
    const next = new WorkerDownload(HREF, SIZE, 'default', () => undefined);
    expect(same(await readAll(await next.open()), FILE)).toBe(true);
    expect(ranges[1]).toMatch(/^bytes=65536-/);
  });

  it('a second reader joining mid-download gets the file from byte 0 from the same requests', async () => {
    fakeCaches();
    const { ranges } = server();
    const download = new WorkerDownload(HREF, SIZE, 'default', () => undefined);
    const first = await download.open();
    const reader = first.getReader();
    await reader.read();
    const second = readAll(await download.open());
    const rest: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
    expect(same(await second, FILE)).toBe(true);
    const starts = ranges.map((r) => Number(/bytes=(\d+)/.exec(r)![1]));
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('a reader that finds the download as its last piece ends, and goes on a moment later, gets the whole file', async () => {
    fakeCaches();
    const { ranges, hold, release } = server();
    hold();
    const download = new WorkerDownload(HREF, SIZE, 'default', () => undefined);
    const abort = new AbortController();
    void (await download.open(abort.signal)).getReader().read();
    abort.abort();
    // The second reader found this download (media.ts) but goes on only after the first piece ended.
    let goOn = () => undefined as void;
    Object.assign(download, { ready: new Promise<void>((r) => (goOn = r)) });
    const second = download.open();
    await new Promise((r) => setTimeout(r, 20));
    release();
    await vi.waitFor(async () => expect((await readPieces(HREF))?.data.byteLength).toBeGreaterThanOrEqual(65_536));
    // The network is slow now: what the second reader reads next has to come from new pieces.
    hold(true);
    goOn();
    const whole = readAll(await second);
    await new Promise((r) => setTimeout(r, 20));
    release();
    expect(same(await whole, FILE)).toBe(true);
    expect(new Set(ranges).size).toBe(ranges.length);
  });
});
