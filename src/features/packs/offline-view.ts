import { createStore, type ReadableStore } from '@/lib/store';
import type { OfflineSnapshot } from './offline-store';
import { emptyPrefs } from './pack-prefs';

/*
 * What pages show of the offline packs. The engine (pack-manager.ts and its downloads, a chunk
 * of their own) is started by start-up on an idle moment after the page is up (src/app/start.ts),
 * so no page waits for its code. Until then this is the state of an engine that has read
 * nothing yet: not ready, no index, so nothing is claimed to be cached or missing.
 */
const NOT_STARTED: OfflineSnapshot = {
  ready: false,
  supported: true,
  indexes: {},
  cached: new Set(),
  jobs: {},
  prefs: emptyPrefs(),
  storage: null,
  videoFormat: 'mp4',
};

const view = createStore<OfflineSnapshot>(NOT_STARTED);

export const offlineView: ReadableStore<OfflineSnapshot> = view;

/** Called as the engine starts (packs/start.ts): from then on the view is the engine's state. */
export function showEngine(engine: ReadableStore<OfflineSnapshot>): void {
  const follow = () => view.set(engine.getSnapshot());
  engine.subscribe(follow);
  follow();
}
