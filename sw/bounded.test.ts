import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './bounded';

afterEach(() => vi.useRealTimers());

describe('settledWithin', () => {
  it('answers with the promise when it settles in time', async () => {
    await expect(settledWithin(Promise.resolve('stored'), 1000)).resolves.toBe('stored');
  });

  it('lets go of a promise that never settles once the time is up', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const bounded = settledWithin(never, 15_000);
    let settled = false;
    void bounded.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(bounded).resolves.toBeUndefined();
  });
});
