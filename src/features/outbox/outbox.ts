import { ApiError, post } from '../../lib/api-client';
import { logError } from '../../lib/log';
import { STORAGE_KEYS, storage, type KeyValueStore } from '../../lib/storage';
import { withTabLock } from '../../lib/tabs';
import { SyncStatusStore } from './sync-status';

export interface OutboxItem {
  seq: number;
  path: string;
  body: unknown;
  createdAt: number;
  attempts: number;
}

type Send = (path: string, body: unknown) => Promise<void>;

const MAX_SERVER_ATTEMPTS = 8;
const BASE_DELAY_MS = 2000;
const MAX_DELAY_MS = 60_000;
const LOCK = 'outbox';

/** Network trouble, rate limiting and 5xx are worth retrying; other answers are final. */
function isRetryable(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.status === 429 || error.status >= 500;
}

function backoff(attempt: number, retryAfterMs?: number): number {
  const exp = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  const jitter = Math.random() * exp * 0.3;
  return Math.max(retryAfterMs ?? 0, exp + jitter);
}

/**
 * Durable, ordered queue for track and feedback calls (design-notes §6):
 * kept in IndexedDB, flushed on start, on `online`, on visibility and by backoff.
 */
export class Outbox {
  private flushing: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private queue: Promise<void> = Promise.resolve();
  /** Waiting count and last delivery, for the header and the offline page. */
  readonly status: SyncStatusStore;

  constructor(
    private readonly store: KeyValueStore = storage,
    private readonly send: Send = post,
  ) {
    this.status = new SyncStatusStore(store);
  }

  /** Reads the stored queue and last delivery time once, at start. */
  async loadStatus(): Promise<void> {
    await this.status.load((await this.items()).length);
  }

  async items(): Promise<OutboxItem[]> {
    const raw = await this.store.get<unknown>(STORAGE_KEYS.outbox);
    return Array.isArray(raw) ? raw.filter((i): i is OutboxItem => typeof i?.path === 'string') : [];
  }

  async enqueue(path: string, body: unknown): Promise<void> {
    await this.mutate((items) => {
      const seq = (items.at(-1)?.seq ?? 0) + 1;
      return [...items, { seq, path, body, createdAt: Date.now(), attempts: 0 }];
    });
    void this.flush();
  }

  /**
   * Every change is a read-modify-write of the stored list, serialised in this
   * tab and, where Web Locks exist, across tabs: otherwise an enqueue racing a
   * flush could drop an item or bring back one already sent.
   */
  private mutate(change: (items: OutboxItem[]) => OutboxItem[]): Promise<void> {
    const run = () => withTabLock(LOCK, async () => this.save(change(await this.items())));
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Sends now when possible; on a network failure queues it. Server errors are thrown. */
  async deliver(path: string, body: unknown): Promise<'sent' | 'queued'> {
    try {
      await this.send(path, body);
      void this.status.delivered();
      return 'sent';
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'network') throw error;
      await this.enqueue(path, body);
      return 'queued';
    }
  }

  flush(): Promise<void> {
    this.flushing ??= withTabLock(`${LOCK}.flush`, () => this.drain()).finally(() => (this.flushing = null));
    return this.flushing;
  }

  /** Sends the oldest item until none is left; the first retryable failure stops the run. */
  private async drain(): Promise<void> {
    clearTimeout(this.timer);
    for (let [head] = await this.items(); head; [head] = await this.items()) {
      try {
        await this.send(head.path, head.body);
        this.failures = 0;
        void this.status.delivered();
      } catch (error) {
        if (isRetryable(error) && head.attempts + 1 < MAX_SERVER_ATTEMPTS) {
          if (error.kind !== 'network') {
            const seq = head.seq;
            await this.mutate((items) => items.map((i) => (i.seq === seq ? { ...i, attempts: i.attempts + 1 } : i)));
          }
          this.retryLater(error.retryAfterMs);
          return;
        }
        logError(`outbox dropped ${head.path}`, error);
      }
      const seq = head.seq;
      await this.mutate((items) => items.filter((i) => i.seq !== seq));
    }
  }

  private retryLater(retryAfterMs?: number) {
    this.failures += 1;
    this.timer = setTimeout(() => void this.flush(), backoff(this.failures, retryAfterMs));
  }

  private async save(items: OutboxItem[]) {
    try {
      await this.store.set(STORAGE_KEYS.outbox, items);
    } catch (error) {
      logError('outbox save', error);
    }
    this.status.setPending(items.length);
  }
}

export const outbox = new Outbox();

/** Flush on start, when the connection returns and when the app becomes visible. */
export function startOutbox(box: Outbox = outbox): void {
  void box.loadStatus().then(() => box.flush());
  globalThis.addEventListener?.('online', () => void box.flush());
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void box.flush();
  });
}
