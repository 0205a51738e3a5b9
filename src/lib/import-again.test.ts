import { afterEach, describe, expect, it, vi } from 'vitest';
import { importAgain, IMPORT_RETRY_MS } from './import-again';

describe('importAgain', () => {
  afterEach(() => void vi.useRealTimers());

  it('tries a failed import once more after a moment, and resolves with that try', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('chunk');
    const loaded = importAgain(load);
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives the second failure to the caller, and tries no third time', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('offline'));
    await expect(importAgain(load, 1)).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once when the first try succeeds', async () => {
    const load = vi.fn().mockResolvedValue('chunk');
    await expect(importAgain(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
