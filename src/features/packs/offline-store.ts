import type { ContentIndex, Lang } from '../../content/types';
import type { PackErrorKind } from '../../lib/pack-errors';
import type { StorageEstimateInfo } from '../../lib/storage-quota';
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
 * The offline state as an external store for useSyncExternalStore: the pack
 * manager writes `state` and calls emit(); readers get a new snapshot object
 * per change, never the draft; progress changes are batched (150 ms).
 */
export class OfflineStore {
  readonly state: OfflineSnapshot;
  private snapshot: OfflineSnapshot;
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(supported: boolean, videoFormat: VideoFormat) {
    this.state = {
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
    this.snapshot = { ...this.state, cached: new Set(), jobs: {} };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  emit(now = true) {
    if (!now) {
      this.timer ??= setTimeout(() => this.emit(), 150);
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.snapshot = { ...this.state, cached: new Set(this.state.cached), jobs: { ...this.state.jobs } };
    this.listeners.forEach((l) => l());
  }

  setJob(key: PackKey, job: JobState | undefined, now = true) {
    if (job) this.state.jobs[key] = job;
    else delete this.state.jobs[key];
    this.emit(now);
  }

  markCached(path: string, cached: boolean) {
    const set = this.state.cached as Set<string>;
    if (cached) set.add(path);
    else set.delete(path);
  }
}
