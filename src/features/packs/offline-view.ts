import { createStore } from '@/lib/store';
import type { OfflineSnapshot } from './offline-store';
import { emptyPrefs } from './pack-prefs';

/*
 * What pages show of the offline packs: the engine's own store, which the engine (pack-manager.ts
 * and its downloads, a chunk of their own, started by start-up on an idle moment after the page is
 * up: src/app/start.ts) publishes to, so no page waits for its code. Until then it holds the
 * state of an engine that has read nothing yet: not ready, no index, so nothing is claimed to be
 * cached or missing.
 */
export const offlineStore = createStore<OfflineSnapshot>({
  ready: false,
  supported: true,
  indexes: {},
  cached: new Set(),
  jobs: {},
  prefs: emptyPrefs(),
  storage: null,
  videoFormat: 'mp4',
});
