import type { IndexEntry, Lang } from '@/content/types';
import type { ReadableStore } from '@/lib/store';
import { PAUSED } from '@/lib/pack-errors';
import { browserDeps, type OfflineDeps } from './offline-deps';
import { OfflineStore, type JobState, type OfflineSnapshot } from './offline-store';
import { isWanted } from './pack-prefs';
import { packEntries, packKey, PACK_SCOPES, parsePackKey, type PackKey } from './packs';
import type { PackAction, PackLink } from './pack-link';
import { PackLoader } from './pack-loader';
import { PackRunner } from './pack-runner';
import { PackTabs, type PackRequest } from './pack-tabs';

export type { JobState, OfflineSnapshot } from './offline-store';

/** Longest pause for an update that does not come (a new version normally controls the page within seconds). */
export const SUSPEND_MAX_MS = 30_000;

/**
 * Owns offline packs: what is cached (read from the cache, never assumed),
 * which packs the user wants, and the downloads. One instance per page.
 */
export class PackManager implements ReadableStore<OfflineSnapshot> {
  private readonly store: OfflineStore;
  private readonly loader: PackLoader;
  private tabs: PackTabs | null = null;
  private readonly runner: PackRunner;
  /** While a new version is applied: the packs to continue once it is in control. */
  private suspended: Set<PackKey> | null = null;
  private suspendTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: OfflineDeps = browserDeps) {
    this.store = new OfflineStore(deps.supported(), deps.videoFormat());
    this.loader = new PackLoader(this.store, deps);
    this.runner = new PackRunner(this.store, this.loader, deps);
  }

  /** Only subscribes: what is cached is loaded by openLanguage, which start-up calls. */
  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

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

  /**
   * Starts the engine for a language (src/app/start.ts, and again when the learner's language
   * changes): the user's pack choices, that language's content index and what of it is cached.
   */
  openLanguage(lang: Lang): Promise<void> {
    return this.loader.ready(lang);
  }

  private ready(lang: Lang): Promise<void> {
    return this.loader.ready(lang);
  }

  /**
   * Joins the other tabs of the device (start-up): one tab downloads, the others show its
   * state and pass it their users' requests (pack-tabs.ts). `onLead` runs once this tab is
   * the one that downloads. Before this, the tab works alone.
   */
  joinTabs(link: PackLink, onLead: () => void): void {
    this.tabs ??= new PackTabs(this.store, link, {
      act: ({ action, key }) => this[action](key),
      lead: (running, requests) => this.lead(running, requests, onLead),
      suspend: () => this.suspendHere(),
    });
  }

  /** This tab downloads now: what the closed tab was running continues, and requests it missed are done. */
  private lead(running: PackKey[], requests: PackRequest[], onLead: () => void) {
    for (const key of running) {
      this.setJob(key, undefined);
      if (!this.state.prefs.paused[key] && isWanted(this.state.prefs, key)) void this.run(key);
    }
    for (const { action, key } of requests) void this[action](key);
    onLead();
  }

  /**
   * In a tab that only shows the state, the user's request goes to the tab that downloads.
   * Known at once once the tabs have settled which one downloads; a promise until then.
   */
  private forwarded(action: PackAction, key: PackKey): boolean | Promise<boolean> {
    return this.tabs ? this.tabs.forward(action, key) : false;
  }

  /** The service worker cached a file the user opened: record it if it matches the index. */
  async mediaCached(url: string): Promise<void> {
    await this.loader.settled();
    const path = this.loader.index.pathOfUrl(url);
    const entry = path === undefined ? undefined : this.loader.index.entryFor(path);
    if (entry && !this.state.cached.has(entry.path) && (await this.loader.markIfVerified(entry))) this.emit(false);
  }

  /** The choice holds (and shows) at the call; the promise is its save. */
  private updatePrefs(key: PackKey, change: { wanted?: boolean; paused?: boolean }): Promise<void> {
    const prefs = this.state.prefs;
    this.state.prefs = {
      wanted: change.wanted === undefined ? prefs.wanted : { ...prefs.wanted, [key]: change.wanted },
      paused: change.paused === undefined ? prefs.paused : { ...prefs.paused, [key]: change.paused },
    };
    this.emit();
    return this.deps.savePrefs(this.state.prefs);
  }

  /** The user asks for a pack: keep it, ask the browser to persist storage, download. */
  async start(key: PackKey): Promise<void> {
    if (await this.forwarded('start', key)) return;
    await this.ready(parsePackKey(key).lang);
    await this.updatePrefs(key, { wanted: true, paused: false });
    void this.deps.persist();
    void this.run(key);
  }

  /**
   * Acts at the press, in the caller's task: the download is aborted and shows paused before
   * anything is awaited (the choice is saved after). Only a tab that has not yet learnt whether
   * it downloads, or has not read the choices yet, waits for that first.
   */
  pause(key: PackKey): Promise<void> {
    const sent = this.forwarded('pause', key);
    if (sent === true) return Promise.resolve();
    if (sent === false && this.loader.prefsLoaded) return this.pauseHere(key);
    return Promise.resolve(sent).then(async (forwarded) => {
      if (forwarded) return;
      await this.ready(parsePackKey(key).lang);
      await this.pauseHere(key);
    });
  }

  private pauseHere(key: PackKey): Promise<void> {
    this.runner.stop(key, PAUSED);
    this.state.jobs[key] = { ...this.state.jobs[key], status: 'paused' };
    return this.updatePrefs(key, { paused: true });
  }

  async resume(key: PackKey): Promise<void> {
    if (await this.forwarded('resume', key)) return;
    await this.ready(parsePackKey(key).lang);
    await this.updatePrefs(key, { paused: false });
    void this.run(key);
  }

  /** Stops a pack and deletes its files, except those another wanted pack still needs. */
  async clear(key: PackKey): Promise<void> {
    if (await this.forwarded('clear', key)) return;
    await this.ready(parsePackKey(key).lang);
    // Files another language's wanted pack needs are kept too: every index is read first.
    await this.loader.everyIndex();
    this.runner.stop(key);
    await this.updatePrefs(key, { wanted: false, paused: false });
    this.setJob(key, undefined);
    const keep = new Set<string>();
    for (const other of this.wantedKeys()) for (const e of this.entries(other)) keep.add(e.path);
    const drop = this.entries(key).filter((e) => !keep.has(e.path));
    await this.deps.deleteCached(drop.map((e) => this.deps.assetUrl(e.path)));
    drop.forEach((e) => this.markCached(e.path, false));
    this.emit();
    void this.loader.refreshStorage();
  }

  /** Called while a session exists and the browser is online: resumes every wanted pack. */
  async auto(lang: Lang): Promise<void> {
    await this.ready(lang);
    if (!this.state.indexes[lang] || !this.deps.online()) return;
    for (const key of this.wantedKeys().filter((k) => parsePackKey(k).lang === lang)) {
      const job = this.state.jobs[key];
      if (this.state.prefs.paused[key] || job?.status === 'error' || this.runner.running(key)) continue;
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

  private async run(key: PackKey): Promise<void> {
    await this.ready(parsePackKey(key).lang);
    if (this.suspended) return void this.suspended.add(key);
    // Paused while the language was loading: the press wins.
    if (this.state.prefs.paused[key]) return;
    await this.runner.run(key, this.entries(key));
  }

  /**
   * The user applies a new version, in this tab or another: the downloading tab's downloads
   * pause (keeping what arrived), the user's choices unchanged. Their requests would keep the
   * old service worker busy, and it is replaced only once it has none.
   */
  suspend(): void {
    this.tabs?.suspendOthers();
    this.suspendHere();
  }

  private suspendHere(): void {
    this.suspended ??= new Set();
    for (const key of this.runner.suspendAll()) this.suspended.add(key);
    clearTimeout(this.suspendTimer);
    // An update that never takes control (the tab applying it closed first) does not hold them for ever.
    this.suspendTimer = setTimeout(() => this.resumeSuspended(), SUSPEND_MAX_MS);
  }

  /** The new version controls this page, which stays open: what the update paused continues. */
  resumeSuspended(): void {
    const keys = this.suspended;
    if (!keys) return;
    this.suspended = null;
    clearTimeout(this.suspendTimer);
    for (const key of keys) if (!this.state.prefs.paused[key] && isWanted(this.state.prefs, key)) void this.run(key);
  }

  /** Connection is back: waiting packs continue at once. */
  resumeWaiting(): void {
    for (const [key, job] of Object.entries(this.state.jobs) as [PackKey, JobState][]) {
      if (job.status === 'waiting') void this.run(key);
    }
  }
}

export const packManager = new PackManager();
