import { logError } from '@/lib/log';
import { STORAGE_KEYS } from '@/lib/storage';
import { syncStorage, type SyncStore } from '@/lib/sync-storage';

/** A track or feedback call as made, before it reaches the IndexedDB queue. */
export interface PendingCall {
  /** The event id: the call's Idempotency-Key, and how every copy of it is known as one. */
  key: string;
  path: string;
  body: unknown;
  createdAt: number;
  /** Breaks ties between calls of the same millisecond, in the order this page made them. */
  order: number;
}

/**
 * Normally an entry lives a few milliseconds; many only pile up when IndexedDB holds nothing
 * (storage in memory), and then the oldest give way, so a stuck outbox never fills localStorage.
 */
export const JOURNAL_LIMITS = { maxEntries: 500, maxChars: 200_000 };

const PREFIX = STORAGE_KEYS.outboxJournal('');

function isPendingCall(value: unknown, key: string): value is Omit<PendingCall, 'key'> {
  const v = value as Partial<PendingCall> | null;
  return typeof v?.path === 'string' && typeof v.createdAt === 'number' && typeof v.order === 'number' && key.length > 0;
}

export const byCreation = (a: PendingCall, b: PendingCall) => a.createdAt - b.createdAt || a.order - b.order;

/**
 * The outbox's write-ahead journal in localStorage: written synchronously, so a call survives a
 * page closed or navigated away the moment it is made, while its IndexedDB write is still under
 * way. One key per call (`toolkit.outboxJournal.<event id>`): tabs never rewrite each other's
 * entries, and removing one cannot lose another tab's newer one. Every failure is logged and
 * ignored: the call then goes the outbox's ordinary way, only without this safety net.
 */
export class Journal {
  constructor(
    private readonly store: SyncStore = syncStorage,
    private readonly limits = JOURNAL_LIMITS,
  ) {}

  /** Stores the call at once; false when it could not be (the caller carries on without). */
  add(call: PendingCall): boolean {
    const { key, ...value } = call;
    const size = JSON.stringify(value).length;
    if (size > this.limits.maxChars) {
      logError('outbox journal: call too large to journal', key);
      return false;
    }
    this.makeRoom(size);
    return this.store.set(STORAGE_KEYS.outboxJournal(key), value);
  }

  /** Every journaled call of this origin (any tab, any earlier page), oldest first. */
  entries(): PendingCall[] {
    return this.read().map(({ call }) => call);
  }

  remove(key: string): void {
    this.store.remove(STORAGE_KEYS.outboxJournal(key));
  }

  private read(): { call: PendingCall; size: number }[] {
    const found: { call: PendingCall; size: number }[] = [];
    for (const storageKey of this.store.keys(PREFIX)) {
      const key = storageKey.slice(PREFIX.length);
      const value = this.store.get(storageKey);
      if (isPendingCall(value, key)) found.push({ call: { ...value, key }, size: JSON.stringify(value).length });
      // Not a call (written by hand, or cut short): it would never leave otherwise.
      else this.store.remove(storageKey);
    }
    return found.sort((a, b) => byCreation(a.call, b.call));
  }

  /** Drops the oldest entries until one more of `size` characters fits within the limits. */
  private makeRoom(size: number): void {
    const held = this.read();
    let total = held.reduce((sum, e) => sum + e.size, 0);
    let dropped = 0;
    while (held.length > 0 && (held.length >= this.limits.maxEntries || total + size > this.limits.maxChars)) {
      const oldest = held.shift()!;
      total -= oldest.size;
      this.remove(oldest.call.key);
      dropped += 1;
    }
    if (dropped > 0) logError(`outbox journal full: dropped the ${dropped} oldest`, this.limits);
  }
}
