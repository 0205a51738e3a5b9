import type { IndexEntry, Lang } from '../../content/types';
import { LANGS } from '../../i18n/langs';
import { logError } from '../../lib/log';
import { runJob, type JobIO } from './download-job';
import { IndexSet } from './index-set';
import { browserDeps, type OfflineDeps } from './offline-deps';
import { OfflineStore, type JobState, type OfflineSnapshot } from './offline-store';
import { isWanted } from './pack-prefs';
import { currentShas, packEntries, packKey, PACK_SCOPES, parsePackKey, type PackKey } from './packs';
import { planReconcile } from './reconcile';
import { SharedDownloads } from './shared-downloads';

export type { JobState, OfflineSnapshot } from './offline-store';

/**
 * Owns offline packs: what is cached (read from the cache, never assumed),
 * which packs the user wants, and the downloads. One instance per page.
 */
export class PackManager {
  private readonly store: OfflineStore;
  private controllers = new Map<PackKey, AbortController>();
  private initing: Promise<void> | null = null;
  private readonly index: IndexSet;
  private readonly downloads: SharedDownloads;

  constructor(private readonly deps: OfflineDeps = browserDeps) {
    this.store = new OfflineStore(deps.supported(), deps.videoFormat());
    this.index = new IndexSet(() => Object.values(this.state.indexes), deps.assetUrl);
    this.downloads = new SharedDownloads(async (e, signal, onProgress) => {
      await deps.download(deps.assetUrl(e.path), e, { signal, onProgress });
      this.markCached(e.path, true);
    });
  }

  /** Subscribing starts loading the state (init): what is cached is read, never assumed. */
  subscribe = (listener: () => void): (() => void) => {
    void this.init();
    return this.store.subscribe(listener);
  };

  getSnapshot = (): OfflineSnapshot => this.store.getSnapshot();

  private get state(): OfflineSnapshot {
    return this.store.state;
  }

  private emit(now = true) {
    this.store.emit(now);
  }

  private setJob(key: PackKey, job: JobState | undefined, now = true) {
    this.store.setJob(key, job, now);
  }

  private markCached(path: string, cached: boolean) {
    this.store.markCached(path, cached);
  }

  /** Loads the indexes, prefs and cache listing, and removes stale copies. Runs once. */
  init(): Promise<void> {
    this.initing ??= this.load().catch((error) => logError('offline init', error));
    return this.initing;
  }

  private async load() {
    this.state.prefs = await this.deps.loadPrefs();
    if (!this.state.supported) return this.finishInit();
    const loaded = await Promise.all(LANGS.map((l) => this.deps.loadIndex(l).catch(() => undefined)));
    LANGS.forEach((l, i) => loaded[i] && (this.state.indexes[l] = loaded[i]));
    if (loaded.every((i) => i !== undefined)) await this.reconcile();
    this.finishInit();
  }

  private finishInit() {
    this.state.ready = true;
    this.emit();
    void this.refreshStorage();
  }

  private async reconcile() {
    const indexes = Object.values(this.state.indexes);
    const plan = planReconcile(await this.deps.listCached(), (u) => this.index.pathOfUrl(u), currentShas(indexes));
    await this.deps.deleteCached(plan.toDelete);
    plan.verified.forEach((p) => this.markCached(p, true));
    for (const path of plan.toVerify) await this.markIfVerified(this.index.entryFor(path));
  }

  private async markIfVerified(entry: IndexEntry | undefined): Promise<boolean> {
    if (!entry) return false;
    const ok = await this.deps.verifyCached(this.deps.assetUrl(entry.path), entry).catch(() => false);
    this.markCached(entry.path, ok);
    return ok;
  }

  /** The service worker cached a file the user opened: record it if it matches the index. */
  async mediaCached(url: string): Promise<void> {
    await this.init();
    const path = this.index.pathOfUrl(url);
    const entry = path === undefined ? undefined : this.index.entryFor(path);
    if (entry && !this.state.cached.has(entry.path) && (await this.markIfVerified(entry))) this.emit(false);
  }

  async refreshStorage(): Promise<void> {
    this.state.storage = await this.deps.estimate();
    this.emit();
  }

  private async updatePrefs(key: PackKey, change: { wanted?: boolean; paused?: boolean }) {
    const prefs = this.state.prefs;
    this.state.prefs = {
      wanted: change.wanted === undefined ? prefs.wanted : { ...prefs.wanted, [key]: change.wanted },
      paused: change.paused === undefined ? prefs.paused : { ...prefs.paused, [key]: change.paused },
    };
    this.emit();
    await this.deps.savePrefs(this.state.prefs);
  }

  /** The user asks for a pack: keep it, ask the browser to persist storage, download. */
  async start(key: PackKey): Promise<void> {
    await this.init();
    await this.updatePrefs(key, { wanted: true, paused: false });
    void this.deps.persist();
    void this.run(key);
  }

  async pause(key: PackKey): Promise<void> {
    await this.updatePrefs(key, { paused: true });
    this.controllers.get(key)?.abort();
    this.setJob(key, { ...this.state.jobs[key], status: 'paused' });
  }

  async resume(key: PackKey): Promise<void> {
    await this.updatePrefs(key, { paused: false });
    void this.run(key);
  }

  /** Stops a pack and deletes its files, except those another wanted pack still needs. */
  async clear(key: PackKey): Promise<void> {
    await this.init();
    this.controllers.get(key)?.abort();
    await this.updatePrefs(key, { wanted: false, paused: false });
    this.setJob(key, undefined);
    const keep = new Set<string>();
    for (const other of this.wantedKeys()) for (const e of this.entries(other)) keep.add(e.path);
    const drop = this.entries(key).filter((e) => !keep.has(e.path));
    await this.deps.deleteCached(drop.map((e) => this.deps.assetUrl(e.path)));
    drop.forEach((e) => this.markCached(e.path, false));
    this.emit();
    void this.refreshStorage();
  }

  /** Called while a session exists and the browser is online: resumes every wanted pack. */
  async auto(lang: Lang): Promise<void> {
    await this.init();
    if (!this.state.indexes[lang] || !this.deps.online()) return;
    for (const key of this.wantedKeys().filter((k) => parsePackKey(k).lang === lang)) {
      const job = this.state.jobs[key];
      if (this.state.prefs.paused[key] || job?.status === 'error' || this.controllers.has(key)) continue;
      if (this.entries(key).every((e) => this.state.cached.has(e.path))) continue;
      if (parsePackKey(key).scope === 'core') void this.deps.persist();
      void this.run(key);
    }
  }

  private wantedKeys(): PackKey[] {
    const langs = Object.keys(this.state.indexes) as Lang[];
    return langs.flatMap((l) => PACK_SCOPES.map((s) => packKey(l, s))).filter((k) => isWanted(this.state.prefs, k));
  }

  private entries(key: PackKey): IndexEntry[] {
    const { lang, scope } = parsePackKey(key);
    const index = this.state.indexes[lang];
    return index ? packEntries(index, scope, this.state.videoFormat) : [];
  }

  private io(): JobIO {
    return {
      has: (e) => (this.state.cached.has(e.path) ? Promise.resolve(true) : this.markIfVerified(e)),
      fetch: (e, signal, onProgress) => this.downloads.fetch(e, signal, onProgress),
    };
  }

  private async run(key: PackKey): Promise<void> {
    await this.init();
    if (this.controllers.has(key)) return;
    const controller = new AbortController();
    this.controllers.set(key, controller);
    this.setJob(key, { status: 'running' });
    let status: 'running' | 'waiting' = 'running';
    let last: JobState['progress'];
    const outcome = await runJob(this.entries(key), this.io(), {
      signal: controller.signal,
      retry: this.deps.retryGate(),
      onProgress: (progress) => this.setJob(key, { status, progress: (last = progress) }, false),
      onWaiting: (waiting) => {
        status = waiting ? 'waiting' : 'running';
        this.setJob(key, { status, progress: last });
      },
    });
    this.controllers.delete(key);
    const { progress } = outcome;
    if (outcome.status === 'complete') {
      this.setJob(key, undefined);
    } else if (outcome.status === 'aborted') {
      this.setJob(key, this.state.prefs.paused[key] ? { status: 'paused', progress } : undefined);
    } else {
      logError(`offline pack ${key}: ${outcome.error}`, outcome.failed);
      this.setJob(key, { status: 'error', progress, error: outcome.error });
    }
    void this.refreshStorage();
  }

  /** Connection is back: waiting packs continue at once. */
  resumeWaiting(): void {
    for (const [key, job] of Object.entries(this.state.jobs) as [PackKey, JobState][]) {
      if (job.status === 'waiting') void this.run(key);
    }
  }
}

export const packManager = new PackManager();
