import type { ContentIndex, IndexEntry, Lang } from '@/content/types';
import { LANGS } from '@/config/domain';
import { logError } from '@/lib/log';
import { IndexSet } from './index-set';
import type { OfflineDeps } from './offline-deps';
import { markCached, publish, type OfflineState } from './offline-store';
import { currentShas } from './packs';
import { planReconcile } from './reconcile';

/**
 * What the device holds, loaded one language at a time: the user's pack choices (once), the
 * language's content index, and which of its files the cache holds verified copies of.
 */
export class PackLoader {
  readonly index: IndexSet;
  private prefs: Promise<void> | null = null;
  /** The user's choices are read: a change made now is not overwritten by the read. */
  prefsLoaded = false;
  private readonly langs = new Map<Lang, Promise<void>>();
  private readonly indexes = new Map<Lang, Promise<ContentIndex | null | undefined>>();

  constructor(
    private readonly offline: OfflineState,
    private readonly deps: OfflineDeps,
  ) {
    this.index = new IndexSet(() => Object.values(offline.state.indexes), deps.assetUrl);
  }

  /** Resolves once the prefs and the language's index are loaded and its cache read (each once). */
  ready(lang: Lang): Promise<void> {
    this.prefs ??= this.deps.loadPrefs().then((prefs) => {
      this.offline.state.prefs = prefs;
      this.prefsLoaded = true;
    });
    let loading = this.langs.get(lang);
    if (!loading) {
      loading = this.prefs.then(() => this.load(lang)).catch((error) => logError('offline init', error));
      this.langs.set(lang, loading);
    }
    return loading;
  }

  /** Resolves once every language asked for so far is loaded. */
  settled(): Promise<unknown> {
    return Promise.all(this.langs.values());
  }

  /** Every language's index (to keep files another language's pack needs). */
  everyIndex(): Promise<boolean> {
    return Promise.all(LANGS.map((l) => this.indexOf(l))).then((all) => all.every((i) => i !== undefined));
  }

  async markIfVerified(entry: IndexEntry | undefined): Promise<boolean> {
    if (!entry) return false;
    const ok = await this.deps.verifyCached(this.deps.assetUrl(entry.path), entry).catch(() => false);
    markCached(this.offline, entry.path, ok);
    return ok;
  }

  async refreshStorage(): Promise<void> {
    this.offline.state.storage = await this.deps.estimate();
    publish(this.offline);
  }

  private async load(lang: Lang) {
    if (this.offline.state.supported && (await this.indexOf(lang)) !== undefined) await this.reconcile();
    this.offline.state.ready = true;
    publish(this.offline);
    void this.refreshStorage();
  }

  /** The language's index (null when it has none; undefined when it could not be read), fetched once. */
  private indexOf(lang: Lang): Promise<ContentIndex | null | undefined> {
    let loading = this.indexes.get(lang);
    if (!loading) {
      loading = this.deps.loadIndex(lang).then(
        (index) => {
          if (index) this.offline.state.indexes[lang] = index;
          this.index.reset();
          return index;
        },
        (error: unknown) => void logError(`content index ${lang}`, error),
      );
      this.indexes.set(lang, loading);
    }
    return loading;
  }

  /**
   * Removes stale copies and records verified ones. A cached file no loaded index lists may
   * belong to another language: only then are the other indexes read, and such a file is
   * deleted only when every index was read and none lists it.
   */
  private async reconcile() {
    const cached = await this.deps.listCached();
    const unlisted = () => [...cached.keys()].filter((u) => this.index.pathOfUrl(u) === undefined);
    if (unlisted().length > 0 && !(await this.everyIndex())) unlisted().forEach((u) => cached.delete(u));
    const indexes = Object.values(this.offline.state.indexes);
    const plan = planReconcile(cached, (u) => this.index.pathOfUrl(u), currentShas(indexes));
    await this.deps.deleteCached(plan.toDelete);
    plan.verified.forEach((p) => markCached(this.offline, p, true));
    for (const path of plan.toVerify) await this.markIfVerified(this.index.entryFor(path));
  }
}
