import { ApiError, post } from '@/lib/api-client';
import { newEventId } from '@/lib/event-id';
import { logError } from '@/lib/log';
import { STORAGE_KEYS, storage, type KeyValueStore } from '@/lib/storage';
import { withTabLock } from '@/lib/tabs';
import { byCreation, Journal, type PendingCall } from './journal';
import { SyncStatusStore } from './sync-status';

export interface OutboxItem {
  seq: number;
  /** The event id, sent as Idempotency-Key: a call sent again (its answer lost) is counted once. */
  key: string;
  path: string;
  body: unknown;
  createdAt: number;
  attempts: number;
}

type Send = (path: string, body: unknown, idempotencyKey: string) => Promise<void>;

const MAX_SERVER_ATTEMPTS = 8;
const BASE_DELAY_MS = 2000;
const MAX_DELAY_MS = 60_000;
const LOCK = 'outbox';
/** Orders the calls this page makes within one millisecond. */
let made = 0;

/** Network trouble, rate limiting and 5xx are worth retrying; other answers are final. */
function isRetryable(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.status === 429 || error.status >= 500;
}

const keyed = (item: OutboxItem): OutboxItem =>
  // Queued by a build from before event ids: given one now, kept from then on.
  typeof item.key === 'string' && item.key ? item : { ...item, key: newEventId() };

const toItem = ({ key, path, body, createdAt }: PendingCall, seq: number): OutboxItem => ({ seq, key, path, body, createdAt, attempts: 0 });

function backoff(attempt: number, retryAfterMs?: number): number {
  const exp = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  const jitter = Math.random() * exp * 0.3;
  return Math.max(retryAfterMs ?? 0, exp + jitter);
}

/**
 * Durable, ordered queue for track and feedback calls (design-notes §6):
 * journaled synchronously in localStorage (./journal.ts), kept in IndexedDB,
 * flushed on start, on `online`, on visibility and by backoff.
 */
export class Outbox {
  private flushing: Promise<void> | null = null;
  /** The flush asked for while one was running, made once that one ends. */
  private flushAgain: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private changes: Promise<void> = Promise.resolve();
  /**
   * Keys of calls deliver() is sending itself: a merge in this tab must not queue them too.
   * (Another tab's merge may; the server then counts the second send once, by its key.)
   */
  private readonly sending = new Set<string>();
  /** Waiting count and last delivery, for the header and the offline page. */
  readonly status: SyncStatusStore;

  constructor(
    private readonly store: KeyValueStore = storage,
    private readonly send: Send = post,
    private readonly journal: Journal = new Journal(),
  ) {
    this.status = new SyncStatusStore(store);
  }

  /** Reads the stored queue (and what the journal holds beyond it) and the last delivery time, at start. */
  async loadStatus(): Promise<void> {
    const held = new Set((await this.items()).map((i) => i.key));
    const journaled = this.journal.entries().filter((c) => !held.has(c.key));
    await this.status.load(held.size + journaled.length);
  }

  async items(): Promise<OutboxItem[]> {
    const raw = await this.store.get<unknown>(STORAGE_KEYS.outbox);
    return Array.isArray(raw) ? raw.filter((i): i is OutboxItem => typeof i?.path === 'string') : [];
  }

  /**
   * Journals the call before returning (synchronously, so a page left at once keeps it), then
   * moves it into the stored queue and starts a flush; the promise settles once it is queued.
   */
  enqueue(path: string, body: unknown): Promise<void> {
    return this.queue(this.record(path, body));
  }

  /**
   * A call made before this page could make it (a press on the prerendered copy), under the event
   * id and time it was made with: journaled and queued like any, and counted once by its id.
   */
  enqueueMade(key: string, path: string, body: unknown, createdAt: number): Promise<void> {
    const call = { key, path, body, createdAt, order: (made += 1) };
    this.journal.add(call);
    return this.queue(call);
  }

  private record(path: string, body: unknown): PendingCall {
    const call = { key: newEventId(), path, body, createdAt: Date.now(), order: (made += 1) };
    this.journal.add(call);
    return call;
  }

  private async queue(call: PendingCall): Promise<void> {
    // The call itself, not only the journal: it may have refused the entry (full, disabled).
    await this.merge([call]);
    this.flushInBackground();
  }

  /**
   * Moves journaled calls (this page's, another tab's, or a page that closed before its write
   * landed) and `calls` into the stored queue, each once: its event id decides. Runs under the
   * outbox lock, so two tabs merging the same journal queue each call once.
   */
  private merge(calls: PendingCall[] = []): Promise<void> {
    let candidates: PendingCall[] = [];
    return this.mutate(
      (items) => {
        const held = items.map(keyed);
        candidates = [...this.journal.entries(), ...calls];
        const fresh = new Map<string, PendingCall>();
        for (const c of candidates) if (!this.sending.has(c.key)) fresh.set(c.key, c);
        for (const { key } of held) fresh.delete(key);
        // Nothing new (the usual flush): no write.
        if (fresh.size === 0 && held.every((item, i) => item === items[i])) return items;
        let seq = held.at(-1)?.seq ?? 0;
        const added = [...fresh.values()].sort(byCreation).map((c) => toItem(c, (seq += 1)));
        return [...held, ...added];
      },
      (saved) => {
        // Only a queue that survives a reload may take over from the journal.
        if (this.store.durable?.() === false) return;
        const queued = new Set(saved.map((i) => i.key));
        for (const { key } of candidates) if (queued.has(key)) this.journal.remove(key);
      },
    );
  }

  /**
   * Every change is a read-modify-write of the stored list, serialised in this
   * tab and, where Web Locks exist, across tabs: otherwise an enqueue racing a
   * flush could drop an item or bring back one already sent. `change` answers the
   * list it was given when nothing changes. `after` runs, still under the lock, once
   * the new list is stored.
   */
  private mutate(change: (items: OutboxItem[]) => OutboxItem[], after?: (saved: OutboxItem[]) => void): Promise<void> {
    const run = () =>
      withTabLock(LOCK, async () => {
        const items = await this.items();
        const next = change(items);
        const stored = next === items || (await this.save(next));
        if (stored) after?.(next);
      });
    const next = this.changes.then(run, run);
    this.changes = next.catch(() => undefined);
    return next;
  }

  /**
   * Sends now when possible; on a network failure queues it. Server errors are thrown. Journaled
   * first like any call: a page left while it is on its way sends it again at the next start,
   * under the same key.
   */
  async deliver(path: string, body: unknown): Promise<'sent' | 'queued'> {
    const call = this.record(path, body);
    this.sending.add(call.key);
    try {
      await this.send(path, body, call.key);
    } catch (error) {
      this.sending.delete(call.key);
      if (!(error instanceof ApiError) || error.kind !== 'network') {
        // Final: the dialog shows the error, and a new send is a new call.
        this.journal.remove(call.key);
        throw error;
      }
      await this.queue(call);
      return 'queued';
    }
    this.sending.delete(call.key);
    this.journal.remove(call.key);
    void this.status.delivered();
    return 'sent';
  }

  /** Merges the journal, then sends the queue in order. */
  flush(): Promise<void> {
    this.flushing ??= withTabLock(`${LOCK}.flush`, async () => {
      await this.merge();
      await this.drain();
    }).finally(() => (this.flushing = null));
    return this.flushing;
  }

  /**
   * The connection came back: a flush now, or once the one running ends. That one's send may have
   * been made offline and fail, and its backoff (up to a minute) must not hold back what `online`
   * says can go now.
   */
  online(): Promise<void> {
    if (!this.flushing) return this.flush();
    const again = () => {
      this.flushAgain = null;
      return this.flush();
    };
    this.flushAgain ??= this.flushing.then(again, again);
    return this.flushAgain;
  }

  /** Sends the oldest item until none is left; the first retryable failure stops the run. */
  private async drain(): Promise<void> {
    clearTimeout(this.timer);
    for (let [head] = await this.items(); head; [head] = await this.items()) {
      try {
        await this.send(head.path, head.body, head.key);
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
      const { seq, key } = head;
      // Off the queue and out of the journal in one step: no copy is left to be sent again.
      await this.mutate(
        (items) => items.filter((i) => i.seq !== seq),
        () => this.journal.remove(key),
      );
    }
  }

  private retryLater(retryAfterMs?: number) {
    this.failures += 1;
    this.timer = setTimeout(() => this.flushInBackground(), backoff(this.failures, retryAfterMs));
  }

  /** A flush nobody waits for: a failure (a store that throws) is logged, never left unhandled. */
  private flushInBackground(): void {
    this.flush().catch((error: unknown) => logError('outbox flush', error));
  }

  /** Whether the list was stored. */
  private async save(items: OutboxItem[]): Promise<boolean> {
    let saved = true;
    try {
      await this.store.set(STORAGE_KEYS.outbox, items);
    } catch (error) {
      logError('outbox save', error);
      saved = false;
    }
    this.status.setPending(items.length);
    return saved;
  }
}

export const outbox = new Outbox();

/** Flush on start, when the connection returns and when the app becomes visible. */
export function startOutbox(box: Outbox = outbox): void {
  void box.loadStatus().then(() => box.flush());
  globalThis.addEventListener?.('online', () => void box.online());
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void box.flush();
  });
}
