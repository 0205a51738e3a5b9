/**
 * Runs a callback after a delay, once the main thread is idle. Safari (WebKit)
 * has no requestIdleCallback: there the callback runs when the delay is over.
 * Returns a function that cancels whichever step is pending.
 */
export function whenIdle(callback: () => void, delayMs: number, idleTimeoutMs = 5000): () => void {
  const scope = globalThis as typeof globalThis & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof scope.requestIdleCallback === 'function') idle = scope.requestIdleCallback(callback, { timeout: idleTimeoutMs });
    else callback();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) scope.cancelIdleCallback?.(idle);
  };
}
