import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnce } from './reload-guard';

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
