import { useSyncExternalStore } from 'react';
import { outbox } from './outbox';
import type { SyncStatus } from './sync-status';

/** Live waiting count and last delivery of the outbox. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(outbox.status.subscribe, outbox.status.get, outbox.status.get);
}
