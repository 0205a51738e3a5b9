import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Backoff, backoffDelay, sleepOrOnline } from './backoff';

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('backoffDelay', () => {
  it('doubles from the base up to the cap', () => {
    const top = { random: () => 1 };
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((a) => backoffDelay(a, top))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(backoffDelay(3, { baseMs: 100, capMs: 500, random: () => 1 })).toBe(500);
  });

  it('jitters between half and all of the delay, never zero', () => {
    expect(backoffDelay(2, { random: () => 0 })).toBe(2000);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(3);
      expect(d).toBeGreaterThanOrEqual(4000);
      expect(d).toBeLessThanOrEqual(8000);
    }
    const spread = new Set(Array.from({ length: 50 }, () => backoffDelay(4)));
    expect(spread.size).toBeGreaterThan(10);
  });
});

describe('Backoff', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const signal = () => new AbortController().signal;

  it('waits longer after each failure and starts again from the base after a success', async () => {
    const backoff = new Backoff({ random: () => 1 }, new EventTarget());
    const first = backoff.wait(signal());
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(first)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(first)).toBe(true);

    const second = backoff.wait(signal());
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(second)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(second)).toBe(true);
    expect(backoff.attempts).toBe(2);

    backoff.reset();
    const third = backoff.wait(signal());
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(third)).toBe(true);
  });

  it('failures at the same time share one wait', async () => {
    const backoff = new Backoff({ random: () => 1 }, new EventTarget());
    const waits = [backoff.wait(signal()), backoff.wait(signal()), backoff.wait(signal())];
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(Promise.all(waits))).toBe(true);
    expect(backoff.attempts).toBe(1);
  });

  it('the online event ends the wait at once', async () => {
    const target = new EventTarget();
    const backoff = new Backoff({ random: () => 1 }, target);
    for (let i = 0; i < 5; i++) {
      const wait = backoff.wait(signal());
      await vi.advanceTimersByTimeAsync(30_000);
      await wait;
    }
    const long = backoff.wait(signal());
    await vi.advanceTimersByTimeAsync(5000);
    expect(await settled(long)).toBe(false);
    target.dispatchEvent(new Event('online'));
    expect(await settled(long)).toBe(true);
  });

  it('an abort (pause) ends the wait with an error and leaves no timer behind', async () => {
    const controller = new AbortController();
    const wait = sleepOrOnline(10_000, controller.signal, new EventTarget());
    controller.abort();
    await expect(wait).rejects.toThrow('Aborted');
    expect(vi.getTimerCount()).toBe(0);
  });
});
