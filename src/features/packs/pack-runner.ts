import type { IndexEntry } from '@/content/types';
import { logError } from '@/lib/log';
import { SUSPENDED } from '@/lib/pack-errors';
import { runJob, type JobIO } from './download-job';
import type { OfflineDeps } from './offline-deps';
import { markCached, setJob, type JobState, type OfflineState } from './offline-store';
import type { PackLoader } from './pack-loader';
import type { PackKey } from './packs';
import { SharedDownloads } from './shared-downloads';

/** Runs the pack jobs of this tab: one run per pack at a time, files shared between packs. */
export class PackRunner {
  private readonly controllers = new Map<PackKey, AbortController>();
  private readonly downloads: SharedDownloads;

  constructor(
    private readonly offline: OfflineState,
    private readonly loader: PackLoader,
    private readonly deps: OfflineDeps,
  ) {
    this.downloads = new SharedDownloads(async (e, signal, onProgress) => {
      await deps.download(deps.assetUrl(e.path), e, { signal, onProgress });
      markCached(offline, e.path, true);
    });
  }

  running(key: PackKey): boolean {
    return this.controllers.has(key);
  }

  /** `reason`: PAUSED keeps the bytes that have arrived (lib/pack-errors.ts); a Remove gives none. */
  stop(key: PackKey, reason?: unknown): void {
    // Forgotten at once: a Resume pressed while the stopped run winds down starts a new one.
    this.controllers.get(key)?.abort(reason);
    this.controllers.delete(key);
  }

  /** Every download of this tab stopped for a while (an update), keeping what arrived; returns their packs. */
  suspendAll(): PackKey[] {
    const keys = [...this.controllers.keys()];
    for (const key of keys) this.stop(key, SUSPENDED);
    return keys;
  }

  /** Downloads what the cache lacks of `entries`, showing progress; nothing if the pack already runs. */
  async run(key: PackKey, entries: readonly IndexEntry[]): Promise<void> {
    if (this.controllers.has(key)) return;
    const controller = new AbortController();
    this.controllers.set(key, controller);
    const show = (job: JobState | undefined, now = true) => setJob(this.offline, key, job, now);
    show({ status: 'running' });
    let status: 'running' | 'waiting' = 'running';
    let last: JobState['progress'];
    const outcome = await runJob(entries, this.io(), {
      signal: controller.signal,
      retry: this.deps.retryGate(),
      onProgress: (progress) => show({ status, progress: (last = progress) }, false),
      onWaiting: (waiting) => {
        status = waiting ? 'waiting' : 'running';
        show({ status, progress: last });
      },
    });
    // A newer run of the pack (resumed meanwhile) shows its own state.
    const current = this.controllers.get(key);
    if (current && current !== controller) return void this.loader.refreshStorage();
    this.controllers.delete(key);
    const { progress } = outcome;
    if (outcome.status === 'complete') {
      show(undefined);
    } else if (outcome.status === 'aborted') {
      const paused = this.offline.state.prefs.paused[key] || controller.signal.reason === SUSPENDED;
      show(paused ? { status: 'paused', progress } : undefined);
    } else {
      logError(`offline pack ${key}: ${outcome.error}`, outcome.failed);
      show({ status: 'error', progress, error: outcome.error });
    }
    void this.loader.refreshStorage();
  }

  private io(): JobIO {
    return {
      has: (e) => (this.offline.state.cached.has(e.path) ? Promise.resolve(true) : this.loader.markIfVerified(e)),
      // Another pack of this tab may have saved the file since this run looked (the automatic
      // pack goes on beside one the learner resumes): it is not fetched again.
      fetch: (e, signal, onProgress) =>
        this.offline.state.cached.has(e.path) ? Promise.resolve() : this.downloads.fetch(e, signal, onProgress),
    };
  }
}
