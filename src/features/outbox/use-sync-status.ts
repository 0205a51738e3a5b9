import { useStore } from '@/lib/store';
import { outbox } from './outbox';
import type { SyncStatus } from './sync-status';

/** Live waiting count and last delivery of the outbox. */
export function useSyncStatus(): SyncStatus {
  return useStore(outbox.status);
}
