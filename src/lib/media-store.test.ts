import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHA_HEADER } from '../../sw/shared';
import { listCached, verifyCached } from './media-store';
import { PackError } from './pack-errors';
import { sha256Bytes } from './sha256';
import { downloadVerified } from './verified-download';

/** A minimal Cache Storage with one cache, enough for the adapter. */
function fakeCaches(options: { quota?: boolean } = {}) {
  const store = new Map<string, Response>();
  const cache = {
    match: async (key: string | Request) => store.get(typeof key === 'string' ? key : key.url)?.clone(),
    put: async (url: string, response: Response) => {
      if (options.quota) throw new DOMException('full', 'QuotaExceededError');
      store.set(url, response);
    },
    delete: async (url: string) => store.delete(url),
    keys: async () => [...store.keys()].map((url) => new Request(url)),
  };
  vi.stubGlobal('caches', { open: async () => cache });
  return store;
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const URL_A = 'http://localhost/images/en/a.svg';
const signal = () => new AbortController().signal;

let good: { bytes: number; sha256: string };
beforeEach(async () => {
  good = { bytes: 5, sha256: await sha256Bytes(bytes('fresh')) };
});
afterEach(() => vi.unstubAllGlobals());

describe('pack cache adapter', () => {
  it('hashes a copy cached on use once, then records the sha256 in a header', async () => {
    const store = fakeCaches();
    store.set(URL_A, new Response('fresh', { headers: { 'Content-Type': 'image/svg+xml' } }));
    expect((await listCached()).get(URL_A)).toBeUndefined();
    expect(await verifyCached(URL_A, good)).toBe(true);
    expect(store.get(URL_A)?.headers.get(SHA_HEADER)).toBe(good.sha256);
    expect((await listCached()).get(URL_A)).toBe(good.sha256);
  });

  it('deletes a cached copy that does not match the index', async () => {
    const store = fakeCaches();
    store.set(URL_A, new Response('stale'));
    expect(await verifyCached(URL_A, good)).toBe(false);
    expect(store.has(URL_A)).toBe(false);
  });

  it('stores a verified download with its sha256, reporting bytes as they arrive', async () => {
    const store = fakeCaches();
    const fetchMock = vi.fn(async () => new Response('fresh', { headers: { 'Content-Type': 'image/svg+xml' } }));
    vi.stubGlobal('fetch', fetchMock);
    const onProgress = vi.fn();
    await downloadVerified(URL_A, good, { signal: signal(), onProgress });
    expect(onProgress.mock.calls.reduce((n, [, b]) => n + b, 0)).toBe(5);
    expect(onProgress.mock.calls.at(-1)?.[0]).toBe(5);
    expect(store.get(URL_A)?.headers.get(SHA_HEADER)).toBe(good.sha256);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not download what is already cached and verified', async () => {
    const store = fakeCaches();
    store.set(URL_A, new Response('fresh', { headers: { [SHA_HEADER]: good.sha256 } }));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await downloadVerified(URL_A, good, { signal: signal(), onProgress: () => {} });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refetches from the server when the HTTP cache hands back an old version', async () => {
    fakeCaches();
    const modes: (RequestCache | undefined)[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      modes.push(init.cache);
      return new Response(init.cache === 'reload' ? 'fresh' : 'stale');
    });
    await downloadVerified(URL_A, good, { signal: signal(), onProgress: () => {} });
    expect(modes).toEqual(['default', 'reload']);
  });

  it('never stores a file that does not match, and maps quota and network errors', async () => {
    const store = fakeCaches();
    vi.stubGlobal('fetch', async () => new Response('wrong'));
    await expect(downloadVerified(URL_A, good, { signal: signal(), onProgress: () => {} })).rejects.toMatchObject({
      kind: 'integrity',
    });
    expect(store.has(URL_A)).toBe(false);

    fakeCaches({ quota: true });
    vi.stubGlobal('fetch', async () => new Response('fresh'));
    await expect(downloadVerified(URL_A, good, { signal: signal(), onProgress: () => {} })).rejects.toMatchObject({
      kind: 'quota',
    });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await downloadVerified(URL_A, good, { signal: signal(), onProgress: () => {} }).catch((e) => e);
    expect(error).toBeInstanceOf(PackError);
    expect(error.kind).toBe('network');
  });
});
