import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

const scope = globalThis as unknown as Record<string, unknown>;
const saved = { request: scope.requestIdleCallback, cancel: scope.cancelIdleCallback };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  scope.requestIdleCallback = saved.request;
  scope.cancelIdleCallback = saved.cancel;
});

describe('whenIdle', () => {
  it('waits for the delay, then for an idle moment where the browser has requestIdleCallback', () => {
    const pending: (() => void)[] = [];
    scope.requestIdleCallback = vi.fn((cb: () => void) => pending.push(cb));
    const callback = vi.fn();
    whenIdle(callback, 6000);
    vi.advanceTimersByTime(5999);
    expect(scope.requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scope.requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 5000 });
    expect(callback).not.toHaveBeenCalled();
    pending[0]();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('without requestIdleCallback (Safari) runs the callback when the delay is over', () => {
    delete scope.requestIdleCallback;
    delete scope.cancelIdleCallback;
    const callback = vi.fn();
    whenIdle(callback, 6000);
    vi.advanceTimersByTime(5999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('cancels the delay, or the idle request once it was made', () => {
    delete scope.requestIdleCallback;
    const early = vi.fn();
    whenIdle(early, 100)();
    vi.advanceTimersByTime(200);
    expect(early).not.toHaveBeenCalled();

    scope.requestIdleCallback = vi.fn(() => 7);
    scope.cancelIdleCallback = vi.fn();
    const cancel = whenIdle(vi.fn(), 100);
    vi.advanceTimersByTime(100);
    cancel();
    expect(scope.cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});
