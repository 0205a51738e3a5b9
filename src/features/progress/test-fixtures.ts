import type { AtomicStore } from '@/lib/storage';
import { testHub } from '@/test/sync-tabs';
import { createProgressStores, type ProgressStores } from './progress-store';

/** A page's progress over `kv` (a tab of its own), read as start-up reads it. Tests only. */
export async function progressOn(kv: AtomicStore): Promise<ProgressStores> {
  const hub = testHub(kv);
  const stores = createProgressStores(hub);
  await hub.loadAll();
  return stores;
}
