import { logError } from '@/lib/log';
import { STORAGE_KEYS, type KeyValueStore } from '@/lib/storage';
import { createStore, type ReadableStore } from '@/lib/store';

export interface SyncStatus {
  /** Actions waiting to be sent; null until the stored queue has been read. */
  pending: number | null;
  /** When the server last accepted an action (epoch ms), kept across restarts. */
  lastDeliveredAt: number | null;
}

/** What the user can see of the outbox, as a store (lib/store.ts) of immutable snapshots. */
export class SyncStatusStore implements ReadableStore<SyncStatus> {
  private static readonly unread: SyncStatus = { pending: null, lastDeliveredAt: null };

  private readonly status = createStore<SyncStatus>(SyncStatusStore.unread);

  constructor(private readonly store: KeyValueStore) {}

  getSnapshot = (): SyncStatus => this.status.getSnapshot();

  /** Pages are drawn before any queue is read. */
  getServerSnapshot = (): SyncStatus => SyncStatusStore.unread;

  subscribe = (listener: () => void): (() => void) => this.status.subscribe(listener);

  private get snapshot(): SyncStatus {
    return this.status.getSnapshot();
  }

  async load(pending: number): Promise<void> {
    let at: unknown;
    try {
      at = await this.store.get<unknown>(STORAGE_KEYS.outboxDelivered);
    } catch (error) {
      logError('outbox status read', error);
    }
    const stored = typeof at === 'number' && Number.isFinite(at) ? at : null;
    // A count saved meanwhile is newer than the one read here.
    this.update({ pending: this.snapshot.pending ?? pending, lastDeliveredAt: this.snapshot.lastDeliveredAt ?? stored });
  }

  setPending(pending: number): void {
    if (pending !== this.snapshot.pending) this.update({ ...this.snapshot, pending });
  }

  async delivered(at = Date.now()): Promise<void> {
    this.update({ ...this.snapshot, lastDeliveredAt: at });
    try {
      await this.store.set(STORAGE_KEYS.outboxDelivered, at);
    } catch (error) {
      logError('outbox status write', error);
    }
  }

  private update(next: SyncStatus) {
    this.status.set(next);
  }
}
