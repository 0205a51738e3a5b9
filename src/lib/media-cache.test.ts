import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAnyMediaCached, isMediaCached } from './media-cache';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubCaches(urls: string[]) {
  const match = vi.fn(async (url: string) => (urls.includes(url) ? new Response('x') : undefined));
  vi.stubGlobal('caches', { match });
  return match;
}

describe('media-cache adapter', () => {
  it('looks up the absolute URL in every cache, ignoring query and Vary like the worker', async () => {
    const match = stubCaches([new URL('/images/a.png', location.href).href]);
    expect(await isMediaCached('/images/a.png')).toBe(true);
    expect(await isMediaCached('/images/b.png')).toBe(false);
    expect(match).toHaveBeenCalledWith(new URL('/images/a.png', location.href).href, { ignoreSearch: true, ignoreVary: true });
  });

  it('answers "unknown" without Cache Storage, and logs a failing lookup', async () => {
    vi.stubGlobal('caches', undefined);
    expect(await isMediaCached('/images/a.png')).toBe('unknown');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('caches', { match: () => Promise.reject(new DOMException('denied', 'SecurityError')) });
    expect(await isMediaCached('/images/a.png')).toBe('unknown');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a video is available when either format is cached', async () => {
    stubCaches([new URL('/videos/v.mp4', location.href).href]);
    expect(await isAnyMediaCached(['/videos/v.webm', '/videos/v.mp4'])).toBe(true);
    expect(await isAnyMediaCached(['/videos/w.webm', '/videos/w.mp4'])).toBe(false);
  });
});
