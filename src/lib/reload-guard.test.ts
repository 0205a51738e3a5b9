import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadIfReplaced, reloadOnce } from './reload-guard';

describe('reloadOnce', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('reloads once, then refuses within the window so a missing chunk cannot loop', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    expect(reloadOnce(1_000_000)).toBe(true);
    expect(reloadOnce(1_005_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Later failures (a new deploy hours after) may reload again.
    expect(reloadOnce(1_020_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when sessionStorage is unavailable', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadIfReplaced', () => {
  const ENTRY = 'https://toolkit.test/assets/index-abc123.js';

  function setUp(answer: () => Promise<Response>) {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const fetchMock = vi.fn(answer);
    vi.stubGlobal('fetch', fetchMock);
    return { reload, fetchMock };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('reloads once when the server no longer has this build (a new deploy)', async () => {
    const { reload, fetchMock } = setUp(async () => new Response(null, { status: 404 }));
    expect(await reloadIfReplaced(ENTRY)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(ENTRY, { method: 'HEAD', cache: 'no-store' });
  });

  it('stays when the build is still served: the load was cancelled by a navigation the user started, or dropped', async () => {
    const { reload } = setUp(async () => new Response(null, { status: 200 }));
    expect(await reloadIfReplaced(ENTRY)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stays when the server cannot be reached (offline, or the page is being left)', async () => {
    const { reload } = setUp(() => Promise.reject(new TypeError('Load failed')));
    expect(await reloadIfReplaced(ENTRY)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
