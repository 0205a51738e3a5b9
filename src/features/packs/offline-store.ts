import type { ContentIndex, Lang } from '@/content/types';
import type { PackErrorKind } from '@/lib/pack-errors';
import type { StorageEstimateInfo } from '@/lib/storage-quota';
import { createStore, type ReadableStore, type Store } from '@/lib/store';
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
 * The offline state as a store (lib/store.ts): the pack manager writes the draft `state`
 * and calls emit(); readers get a new snapshot object per change, never the draft;
 * progress changes are batched (150 ms).
 */
export class OfflineStore implements ReadableStore<OfflineSnapshot> {
  readonly state: OfflineSnapshot;
  private readonly snapshots: Store<OfflineSnapshot>;
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
    this.snapshots = createStore<OfflineSnapshot>({ ...this.state, cached: new Set(), jobs: {} });
  }

  subscribe = (listener: () => void) => this.snapshots.subscribe(listener);

  getSnapshot = () => this.snapshots.getSnapshot();

  emit(now = true) {
    if (!now) {
      this.timer ??= setTimeout(() => this.emit(), 150);
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.snapshots.set({ ...this.state, cached: new Set(this.state.cached), jobs: { ...this.state.jobs } });
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
