import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTO_RETRY_DELAYS_MS, useMediaAvailability } from './use-media-availability';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function stubCache(cachedPaths: string[]) {
  const match = vi.fn(async (url: string) => (cachedPaths.some((p) => url.endsWith(p)) ? new Response('x') : undefined));
  vi.stubGlobal('caches', { match });
  return match;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('use-media-availability', () => {
  it('online: shows the media without asking the cache; a load error offers a retry', () => {
    const match = stubCache([]);
    setOnline(true);
    const { result } = renderHook(() => useMediaAvailability(['/images/a.svg']));
    expect(result.current.state).toBe('show');
    expect(match).not.toHaveBeenCalled();
    act(() => result.current.onError());
    expect(result.current.state).toBe('failed');
    const before = result.current.attempt;
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ state: 'show', attempt: before + 1 });
  });

  it('a load that fails while online is tried again by itself, with growing pauses, five times', () => {
    vi.useFakeTimers();
    try {
      stubCache([]);
      setOnline(true);
      const { result } = renderHook(() => useMediaAvailability(['/images/a.svg']));
      const first = result.current.attempt;
      for (const [n, delay] of AUTO_RETRY_DELAYS_MS.entries()) {
        act(() => result.current.onError());
        expect(result.current.state).toBe('failed');
        act(() => vi.advanceTimersByTime(delay - 1));
        expect(result.current.attempt).toBe(first + n);
        act(() => vi.advanceTimersByTime(1));
        expect(result.current).toMatchObject({ state: 'show', attempt: first + n + 1 });
      }
      act(() => result.current.onError());
      act(() => vi.advanceTimersByTime(60_000));
      expect(result.current).toMatchObject({ state: 'failed', attempt: first + AUTO_RETRY_DELAYS_MS.length });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reused for another file, it does not carry over the last file\'s load: offline and not cached is "missing"', async () => {
    stubCache([]);
    setOnline(true);
    const { result, rerender } = renderHook(({ path }) => useMediaAvailability([path]), { initialProps: { path: '/videos/a.mp4' } });
    act(() => result.current.onLoad());
    setOnline(false);
    expect(result.current.state).toBe('show');
    rerender({ path: '/videos/b.mp4' });
    await waitFor(() => expect(result.current.state).toBe('missing'));
  });

  it('offline: "missing" unless cached; any format of a video counts', async () => {
    stubCache(['/videos/v.mp4']);
    setOnline(false);
    const missing = renderHook(() => useMediaAvailability(['/images/a.svg']));
    expect(missing.result.current.state).toBe('checking');
    await waitFor(() => expect(missing.result.current.state).toBe('missing'));
    const video = renderHook(() => useMediaAvailability(['/videos/v.webm', '/videos/v.mp4']));
    await waitFor(() => expect(video.result.current.state).toBe('show'));
  });

  it('a file that failed offline loads again by itself when the connection returns', async () => {
    stubCache([]);
    setOnline(false);
    const { result } = renderHook(() => useMediaAvailability(['/audio/a.mp3']));
    await waitFor(() => expect(result.current.state).toBe('missing'));
    act(() => result.current.onError());
    const before = result.current.attempt;
    act(() => setOnline(true));
    expect(result.current).toMatchObject({ state: 'show', attempt: before + 1 });
  });

  it('drawn before the device was known to be offline (a hydrated page), it stays while the cache is asked', async () => {
    const match = stubCache([]);
    let answer: (response: Response | undefined) => void = () => undefined;
    match.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    setOnline(true);
    const { result } = renderHook(() => useMediaAvailability(['/audio/a.mp3']));
    expect(result.current.state).toBe('show');
    act(() => setOnline(false));
    expect(result.current.state).toBe('show');
    await act(async () => answer(undefined));
    await waitFor(() => expect(result.current.state).toBe('missing'));
  });

  it('something already shown stays when the connection drops', async () => {
    stubCache([]);
    setOnline(true);
    const { result } = renderHook(() => useMediaAvailability(['/images/a.svg']));
    act(() => result.current.onLoad());
    act(() => setOnline(false));
    await new Promise((r) => setTimeout(r, 10));
    expect(result.current.state).toBe('show');
  });
});
