/**
 * Waiting for the network between download attempts: an exponential backoff
 * with jitter and a cap, cut short by the browser's `online` event. The timer
 * always runs too, because `online` is unreliable (a captive portal, a link
 * that drops while the browser still says online).
 */

export interface BackoffOptions {
  /** First delay (ms), before jitter. */
  baseMs?: number;
  /** Largest delay (ms), before jitter. */
  capMs?: number;
  /** Random number in [0, 1): replaced in tests. */
  random?: () => number;
}

const BACKOFF_DEFAULTS = { baseMs: 1000, capMs: 30_000 } as const;

/**
 * Delay before retry number `attempt` (0-based): base·2^attempt capped, then
 * "equal jitter" — between half and all of it, so clients that lost the same
 * link spread out, and the delay never falls to zero (no tight loop).
 */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs = BACKOFF_DEFAULTS.baseMs, capMs = BACKOFF_DEFAULTS.capMs, random = Math.random } = options;
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

class AbortedError extends Error {
  constructor() {
    super('Aborted');
    this.name = 'AbortError';
  }
}

/** Resolves after `ms`, or at once when the browser reports it is back online; rejects on abort. */
export function sleepOrOnline(ms: number, signal: AbortSignal, target: EventTarget = globalThis): Promise<'timer' | 'online'> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new AbortedError());
    const finish = (how: 'timer' | 'online' | 'abort') => {
      clearTimeout(timer);
      target.removeEventListener('online', onOnline);
      signal.removeEventListener('abort', onAbort);
      if (how === 'abort') reject(new AbortedError());
      else resolve(how);
    };
    const onOnline = () => finish('online');
    const onAbort = () => finish('abort');
    const timer = setTimeout(() => finish('timer'), ms);
    target.addEventListener('online', onOnline);
    signal.addEventListener('abort', onAbort);
  });
}

/**
 * One backoff shared by the downloads of a job: failures that happen together
 * (a dropped link fails every open request) wait once, and one success resets
 * the delay.
 */
export class Backoff {
  private attempt = 0;
  private pending: Promise<unknown> | null = null;

  constructor(
    private readonly options: BackoffOptions = {},
    private readonly target: EventTarget = globalThis,
  ) {}

  /** Number of waits since the last success. */
  get attempts(): number {
    return this.attempt;
  }

  reset(): void {
    this.attempt = 0;
  }

  /** Waits for the next delay, or joins the wait already under way. */
  async wait(signal: AbortSignal): Promise<void> {
    if (!this.pending) {
      const delay = backoffDelay(this.attempt++, this.options);
      const done = () => void (this.pending = null);
      this.pending = sleepOrOnline(delay, signal, this.target).finally(done);
    }
    await this.pending;
  }
}
