import type { ContentIndex, Lang } from '@/content/types';
import type { PackErrorKind } from '@/lib/pack-errors';
import type { StorageEstimateInfo } from '@/lib/storage-quota';
import { createStore, type Store } from '@/lib/store';
import type { JobProgress } from './download-job';
import { emptyPrefs, type PackPrefs } from './pack-prefs';
import type { PackKey, VideoFormat } from './packs';

export interface JobState {
  status: 'running' | 'paused' | 'waiting' | 'error';
  progress?: JobProgress;
  error?: PackErrorKind;
}

export interface OfflineSnapshot {
  ready: boolean;
  supported: boolean;
  indexes: Partial<Record<Lang, ContentIndex>>;
  /** Paths whose cached copy matches the content index. */
  cached: ReadonlySet<string>;
  jobs: Partial<Record<PackKey, JobState>>;
  prefs: PackPrefs;
  storage: StorageEstimateInfo | null;
  videoFormat: VideoFormat;
}

/**
 * The offline state: the engine writes the draft `state` and publishes it; readers read `store`
 * (lib/store.ts) and get a new snapshot object per change, never the draft. Progress changes
 * are batched (150 ms).
 */
export interface OfflineState {
  readonly state: OfflineSnapshot;
  readonly store: Store<OfflineSnapshot>;
  timer?: ReturnType<typeof setTimeout>;
  /**
   * The cached paths as last published, shared by snapshots until one changes: a progress batch
   * then neither copies hundreds of paths nor makes readers recompute what depends on them.
   */
  shownCached?: ReadonlySet<string>;
}

function copyOf(offline: Pick<OfflineState, 'state' | 'shownCached'>): OfflineSnapshot {
  const cached = (offline.shownCached ??= new Set(offline.state.cached));
  return { ...offline.state, cached, jobs: { ...offline.state.jobs } };
}

/** The engine's state, published to `store` (the pages' store, offline-view.ts; a new one in tests). */
export function createOfflineState(supported: boolean, videoFormat: VideoFormat, store?: Store<OfflineSnapshot>): OfflineState {
  const state: OfflineSnapshot = {
    ready: false,
    supported,
    indexes: {},
    cached: new Set(),
    jobs: {},
    prefs: emptyPrefs(),
    storage: null,
    videoFormat,
  };
  // Readers never hold the draft: the first snapshot is a copy too.
  if (!store) return { state, store: createStore(copyOf({ state })) };
  store.set(copyOf({ state }));
  return { state, store };
}

/** Tells readers of the change: at once, or with the next batch (progress). */
export function publish(offline: OfflineState, now = true): void {
  if (!now) {
    offline.timer ??= setTimeout(() => publish(offline), 150);
    return;
  }
  clearTimeout(offline.timer);
  offline.timer = undefined;
  offline.store.set(copyOf(offline));
}

export function setJob(offline: OfflineState, key: PackKey, job: JobState | undefined, now = true): void {
  if (job) offline.state.jobs[key] = job;
  else delete offline.state.jobs[key];
  publish(offline, now);
}

export function markCached(offline: OfflineState, path: string, cached: boolean): void {
  const set = offline.state.cached as Set<string>;
  if (set.has(path) === cached) return;
  if (cached) set.add(path);
  else set.delete(path);
  offline.shownCached = undefined;
}
