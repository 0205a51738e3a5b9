import type { ResourceType } from '../../content/types';
import { logError } from '../../lib/log';
import { STORAGE_KEYS, storage, type AtomicStore } from '../../lib/storage';
import type { TabChannel } from '../../lib/tabs';
import { progressChannel, type ProgressMessage } from './channel';
import { lastVisits, sanitiseVisits, type Visit } from './last-visit';

/**
 * Records the slide open in a section. Written one section at a time into what is stored now,
 * so a tab recording one section never resets another section's visit that another tab recorded;
 * the other tabs hear it (the latest visit wins). Failures are logged and ignored.
 */
export function recordVisit(
  type: ResourceType,
  visit: Visit,
  kv: AtomicStore = storage,
  visits = lastVisits,
  channel: TabChannel<ProgressMessage> = progressChannel(),
): Promise<void> {
  const known = visits.getSnapshot()[type];
  if (known?.position === visit.position && known.slide === visit.slide) return Promise.resolve();
  visits.set((v) => ({ ...v, [type]: visit }));
  return kv
    .update(STORAGE_KEYS.lastVisit, (stored) => ({ ...sanitiseVisits(stored), [type]: visit }))
    .then(() => channel.post({ visits: { [type]: visit } }))
    .catch((error: unknown) => logError('last visit write failed', error));
}
