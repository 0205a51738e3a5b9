import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFile, RESUME_MIN_BYTES, STALL_MS } from './file-fetch';
import { PackError, PAUSED } from './pack-errors';
import { sha256Bytes } from './sha256';
import { downloadVerified } from './verified-download';
import { forgetPartialKeys, loadPartial, savePartial } from './partial-cache';

/** Cache Storage with named caches, enough for the adapters. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    let store = stores.get(name);
    if (!store) stores.set(name, (store = new Map()));
    const s = store;
    const matching = (key: string, options?: CacheQueryOptions) =>
      [...s.keys()].filter((url) => url === key || (options?.ignoreSearch && url.split('?')[0] === key));
    return {
      match: async (key: string | Request) => s.get(typeof key === 'string' ? key : key.url)?.clone(),
      matchAll: async (key: string, options?: CacheQueryOptions) => matching(key, options).map((url) => s.get(url)!.clone()),
      put: async (url: string, response: Response) => void s.set(url, response),
      delete: async (key: string, options?: CacheQueryOptions) => matching(key, options).map((url) => s.delete(url)).length > 0,
      keys: async () => [...s.keys()].map((url) => new Request(url)),
    };
  };
  vi.stubGlobal('caches', { open });
  return stores;
}

const SIZE = 100_000;
const BODY = Uint8Array.from({ length: SIZE }, (_, i) => (i * 7) % 251);
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
const URL_V = 'http://localhost/videos/en/clip.webm';
const ETAG = 'W/"abc"';

/** A body that sends `bytes` then ends, fails (drop) or hangs (stall). */
function body(bytes: Uint8Array, signal: AbortSignal | undefined | null, end: 'close' | 'drop' | 'stall' = 'close') {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    },
    pull(controller) {
      if (offset < bytes.length) {
        controller.enqueue(bytes.slice(offset, offset + 8192));
        offset += 8192;
      } else if (end === 'close') controller.close();
      else if (end === 'drop') controller.error(new TypeError('network error'));
      else return new Promise<void>(() => undefined);
    },
  });
}

interface Call {
  range?: string;
  ifRange?: string;
  cache?: RequestCache;
}

function server(answers: ((call: Call, signal?: AbortSignal | null) => Response)[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const call = { range: headers.get('Range') ?? undefined, ifRange: headers.get('If-Range') ?? undefined, cache: init.cache };
    calls.push(call);
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    return answer(call, init.signal);
  });
  return calls;
}

const full =
  (end: 'close' | 'drop' | 'stall' = 'close', upTo = SIZE, data = BODY) =>
  (_: Call, signal?: AbortSignal | null) =>
    new Response(body(data.slice(0, upTo), signal, end), { status: 200, headers: { ETag: ETAG, 'Content-Type': 'video/webm' } });

const rest =
  (from: number, data = BODY) =>
  (_: Call, signal?: AbortSignal | null) =>
    new Response(body(data.slice(from), signal), {
      status: 206,
      headers: { ETag: ETAG, 'Content-Range': `bytes ${from}-${SIZE - 1}/${SIZE}`, 'Content-Type': 'video/webm' },
    });

const options = (onProgress = vi.fn(), resumable = true) => ({
  signal: new AbortController().signal,
  cache: 'default' as RequestCache,
  resumable,
  onProgress,
  expectedBytes: SIZE,
});

afterEach(() => {
  forgetPartialKeys();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetchFile: resuming with Range', () => {
  it('keeps the bytes of a dropped connection and asks only for the rest (206 appended at the right offset)', async () => {
    fakeCaches();
    const calls = server([full('drop', 40_960), rest(40_960)]);
    const first = vi.fn();
    await expect(fetchFile(URL_V, options(first))).rejects.toMatchObject({ kind: 'network' });
    expect(first.mock.calls.at(-1)?.[0]).toBe(40_960);
    expect((await loadPartial(URL_V))?.data.byteLength).toBe(40_960);

    const second = vi.fn();
    const file = await fetchFile(URL_V, options(second));
    expect(calls[1]).toEqual({ range: 'bytes=40960-', ifRange: ETAG, cache: 'no-store' });
    expect(same(file.data, BODY)).toBe(true);
    // Held bytes never went back; only the missing part came over the network.
    expect(second.mock.calls[0][0]).toBe(40_960);
    expect(second.mock.calls.reduce((n, [, f]) => n + f, 0)).toBe(SIZE - 40_960);
    expect(await loadPartial(URL_V)).toBeNull();
  });

  it('restarts the file when the server ignores the Range and answers 200', async () => {
    fakeCaches();
    server([full('drop', 30_000), full()]);
    await expect(fetchFile(URL_V, options())).rejects.toBeInstanceOf(PackError);
    const progress = vi.fn();
    const file = await fetchFile(URL_V, options(progress));
    expect(same(file.data, BODY)).toBe(true);
    expect(progress.mock.calls.map(([held]) => held).slice(0, 2)).toEqual([30_000, 0]);
    expect(progress.mock.calls.reduce((n, [, f]) => n + f, 0)).toBe(SIZE);
  });

  it('a small file is not resumed: its bytes are given back and it starts over', async () => {
    fakeCaches();
    const calls = server([full('drop', 8192), full()]);
    const progress = vi.fn();
    await expect(fetchFile(URL_V, options(progress, false))).rejects.toBeInstanceOf(PackError);
    expect(progress.mock.calls.at(-1)?.[0]).toBe(0);
    expect(await loadPartial(URL_V)).toBeNull();
    await fetchFile(URL_V, options(vi.fn(), false));
    expect(calls[1].range).toBeUndefined();
  });

  it('treats 5xx as worth retrying and 404 as not', async () => {
    fakeCaches();
    const url = 'http://localhost/pdfs/en/a.pdf';
    server([() => new Response('busy', { status: 503 }), () => new Response('no', { status: 404 })]);
    await expect(fetchFile(url, options())).rejects.toMatchObject({ kind: 'network' });
    await expect(fetchFile(url, options())).rejects.toMatchObject({ kind: 'http' });
  });

  it('after a server error, asks the server again instead of the HTTP cache (an error a host made cacheable)', async () => {
    fakeCaches();
    const url = 'http://localhost/pdfs/en/b.pdf';
    const calls = server([() => new Response('busy', { status: 503 }), full(), full()]);
    await expect(fetchFile(url, options())).rejects.toMatchObject({ kind: 'network' });
    await fetchFile(url, options());
    await fetchFile(url, options());
    expect(calls.map((c) => c.cache)).toEqual(['default', 'reload', 'default']);
  });
});

describe('fetchFile: stall detection', () => {
  it('aborts a body that stops arriving after the no-progress time, keeping what came', async () => {
    vi.useFakeTimers();
    fakeCaches();
    server([full('stall', 50_000)]);
    let error: unknown;
    const run = fetchFile(URL_V, options()).catch((e) => (error = e));
    await vi.advanceTimersByTimeAsync(STALL_MS - 100);
    expect(error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    await run;
    expect(error).toMatchObject({ kind: 'network', message: expect.stringContaining('Stalled') });
    expect((await loadPartial(URL_V))?.data.byteLength).toBe(50_000);
  });

  it('also covers a server that never sends the headers', async () => {
    vi.useFakeTimers();
    fakeCaches();
    vi.stubGlobal(
      'fetch',
      (_u: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    const run = fetchFile(URL_V, { ...options(), stallMs: 500 }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(500);
    expect(await run).toMatchObject({ kind: 'network' });
  });
});

describe('downloadVerified with resume', () => {
  it('discards a resumed file that does not match the index and fetches it whole once more', async () => {
    const stores = fakeCaches();
    const expected = { bytes: SIZE, sha256: await sha256Bytes(BODY) };
    const changed = BODY.map((b, i) => (i < 1000 ? 0 : b));
    // The kept start came from an older version of the file.
    const calls = server([full('drop', 40_960, changed), rest(40_960), full()]);
    await expect(downloadVerified(URL_V, expected, { signal: new AbortController().signal, onProgress: vi.fn() })).rejects.toMatchObject({
      kind: 'network',
    });
    const progress = vi.fn();
    await downloadVerified(URL_V, expected, { signal: new AbortController().signal, onProgress: progress });
    expect(calls.map((c) => [c.range, c.cache])).toEqual([
      [undefined, 'default'],
      ['bytes=40960-', 'no-store'],
      [undefined, 'reload'],
    ]);
    expect(progress).toHaveBeenCalledWith(0, 0);
    const stored = await stores.get('toolkit-media')?.get(URL_V)?.arrayBuffer();
    expect(same(new Uint8Array(stored!), BODY)).toBe(true);
    expect(expected.bytes).toBeGreaterThanOrEqual(RESUME_MIN_BYTES);
  });

  it('reports a file that still does not match after the refetch', async () => {
    fakeCaches();
    const expected = { bytes: SIZE, sha256: 'f'.repeat(64) };
    server([full(), full()]);
    await expect(downloadVerified(URL_V, expected, { signal: new AbortController().signal, onProgress: vi.fn() })).rejects.toMatchObject({
      kind: 'integrity',
    });
  });
});

describe('fetchFile: a pause', () => {
  /** Options whose signal the test aborts with a pause once `after` bytes of the file are held. */
  const pausedAt = (after: number, resumable: boolean) => {
    const controller = new AbortController();
    const onProgress = vi.fn((held: number) => held >= after && controller.abort(PAUSED));
    return { ...options(onProgress, resumable), signal: controller.signal };
  };

  it('keeps the bytes of any file, small ones too: Resume asks only for the rest', async () => {
    fakeCaches();
    const calls = server([full('stall'), rest(16_384)]);
    await expect(fetchFile(URL_V, pausedAt(16_384, false))).rejects.toMatchObject({ kind: 'aborted' });
    expect((await loadPartial(URL_V))?.data.byteLength).toBe(16_384);
    const progress = vi.fn();
    const file = await fetchFile(URL_V, options(progress, false));
    expect(calls[1].range).toBe('bytes=16384-');
    expect(same(file.data, BODY)).toBe(true);
    expect(progress.mock.calls.reduce((n, [, f]) => n + f, 0)).toBe(SIZE - 16_384);
  });

  it('that comes after the last byte (the body not yet closed) leaves the file whole: returned, nothing asked again', async () => {
    fakeCaches();
    const calls = server([full('stall')]);
    const file = await fetchFile(URL_V, pausedAt(SIZE, false));
    expect(same(file.data, BODY)).toBe(true);
    expect(file.type).toBe('video/webm');
    expect(calls).toHaveLength(1);
    expect(await loadPartial(URL_V)).toBeNull();
  });

  it('a kept copy as long as the file is handed back without a request', async () => {
    fakeCaches();
    await savePartial(URL_V, { data: BODY.slice(), validator: ETAG, type: 'video/webm' });
    const calls = server([]);
    const progress = vi.fn();
    const file = await fetchFile(URL_V, options(progress));
    expect(calls).toHaveLength(0);
    expect(same(file.data, BODY)).toBe(true);
    expect(file.type).toBe('video/webm');
    expect(progress).toHaveBeenCalledWith(SIZE, 0);
    expect(await loadPartial(URL_V)).toBeNull();
  });
});
