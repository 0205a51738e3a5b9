import { onMediaCached } from '../../lib/sw-bridge';
import type { Session } from '../access';
import { autoOffline } from './auto-offline';
import { browserConditions, type ConditionSource } from './conditions';
import { packManager } from './pack-manager';

let started = false;

/**
 * Starts the pack engine's background work, once; called by src/app/start.ts only. Files the
 * service worker caches as the user opens them are recorded, and wanted packs download by
 * themselves while signed in and online (auto-offline.ts).
 */
export function startPacks(session: Session, conditions: ConditionSource = browserConditions(session)): void {
  if (started) return;
  started = true;
  onMediaCached((url) => void packManager.mediaCached(url));
  const update = autoOffline(packManager);
  conditions.subscribe(() => update(conditions.read()));
  update(conditions.read());
}
