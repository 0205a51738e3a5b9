import type { IndexEntry, Lang } from '@/content/types';
import type { Store } from '@/lib/store';
import { PAUSED } from '@/lib/pack-errors';
import { browserDeps, type OfflineDeps } from './offline-deps';
import { createOfflineState, markCached, publish, setJob, type JobState, type OfflineSnapshot } from './offline-store';
import { offlineStore } from './offline-view';
import { isWanted } from './pack-prefs';
import { packEntries, packKey, PACK_SCOPES, parsePackKey, type PackKey } from './packs';
import type { PackAction, PackLink } from './pack-link';
import { PackLoader } from './pack-loader';
import { PackRunner } from './pack-runner';
import { PackTabs, type PackRequest } from './pack-tabs';

export type { JobState, OfflineSnapshot } from './offline-store';
export { packFileIO } from './file-io';

/** Longest pause for an update that does not come (a new version normally controls the page within seconds). */
export const SUSPEND_MAX_MS = 30_000;

export type PackManager = ReturnType<typeof createPackManager>;

/**
 * Owns offline packs: what is cached (read from the cache, never assumed), which packs the user
 * wants, and the downloads. One per page (`packManager`); its state is `store` (lib/store.ts), the
 * pages' own store (offline-view.ts) unless another is given (tests).
 */
export function createPackManager(deps: OfflineDeps = browserDeps, target?: Store<OfflineSnapshot>) {
  const offline = createOfflineState(deps.supported(), deps.videoFormat(), target);
  const { state } = offline;
  const loader = new PackLoader(offline, deps);
  const runner = new PackRunner(offline, loader, deps);
  let tabs: PackTabs | null = null;
  /** While a new version is applied: the packs to continue once it is in control. */
  let suspended: Set<PackKey> | null = null;
  let suspendTimer: ReturnType<typeof setTimeout> | undefined;

  const ready = (lang: Lang): Promise<void> => loader.ready(lang);

  /**
   * In a tab that only shows the state, the user's request goes to the tab that downloads.
   * Known at once once the tabs have settled which one downloads; a promise until then.
   */
  const forwarded = (action: PackAction, key: PackKey): boolean | Promise<boolean> => (tabs ? tabs.forward(action, key) : false);

  /** The choice holds (and shows) at the call; the promise is its save. */
  function updatePrefs(key: PackKey, change: { wanted?: boolean; paused?: boolean }): Promise<void> {
    const prefs = state.prefs;
    state.prefs = {
      wanted: change.wanted === undefined ? prefs.wanted : { ...prefs.wanted, [key]: change.wanted },
      paused: change.paused === undefined ? prefs.paused : { ...prefs.paused, [key]: change.paused },
    };
    publish(offline);
    return deps.savePrefs(state.prefs);
  }

  function wantedKeys(): PackKey[] {
    const langs = Object.keys(state.indexes) as Lang[];
    return langs.flatMap((l) => PACK_SCOPES.map((s) => packKey(l, s))).filter((k) => isWanted(state.prefs, k));
  }

  function entries(key: PackKey): IndexEntry[] {
    const { lang, scope } = parsePackKey(key);
    const index = state.indexes[lang];
    return index ? packEntries(index, scope, state.videoFormat) : [];
  }

  async function run(key: PackKey): Promise<void> {
    await ready(parsePackKey(key).lang);
    if (suspended) return void suspended.add(key);
    // Paused or cancelled while the language loaded or the start was saved: the press wins.
    if (state.prefs.paused[key] || !isWanted(state.prefs, key)) return;
    await runner.run(key, entries(key));
  }

  /** The user asks for a pack: keep it, ask the browser to persist storage, download. */
  async function start(key: PackKey): Promise<void> {
    if (await forwarded('start', key)) return;
    await ready(parsePackKey(key).lang);
    await updatePrefs(key, { wanted: true, paused: false });
    void deps.persist();
    void run(key);
  }

  function pauseHere(key: PackKey): Promise<void> {
    runner.stop(key, PAUSED);
    state.jobs[key] = { ...state.jobs[key], status: 'paused' };
    return updatePrefs(key, { paused: true });
  }

  /**
   * Acts at the press, in the caller's task: the download is aborted and shows paused before
   * anything is awaited (the choice is saved after). Only a tab that has not yet learnt whether
   * it downloads, or has not read the choices yet, waits for that first.
   */
  function pause(key: PackKey): Promise<void> {
    const sent = forwarded('pause', key);
    if (sent === true) return Promise.resolve();
    if (sent === false && loader.prefsLoaded) return pauseHere(key);
    return Promise.resolve(sent).then(async (isForwarded) => {
      if (isForwarded) return;
      await ready(parsePackKey(key).lang);
      await pauseHere(key);
    });
  }

  async function resume(key: PackKey): Promise<void> {
    if (await forwarded('resume', key)) return;
    await ready(parsePackKey(key).lang);
    await updatePrefs(key, { paused: false });
    void run(key);
  }

  /** Stops a pack and deletes its files, except those another wanted pack still needs. */
  async function clear(key: PackKey): Promise<void> {
    if (await forwarded('clear', key)) return;
    await ready(parsePackKey(key).lang);
    // Files another language's wanted pack needs are kept too: every index is read first.
    await loader.everyIndex();
    runner.stop(key);
    await updatePrefs(key, { wanted: false, paused: false });
    setJob(offline, key, undefined);
    const keep = new Set<string>();
    for (const other of wantedKeys()) for (const e of entries(other)) keep.add(e.path);
    const drop = entries(key).filter((e) => !keep.has(e.path));
    await deps.deleteCached(drop.map((e) => deps.assetUrl(e.path)));
    drop.forEach((e) => markCached(offline, e.path, false));
    publish(offline);
    void loader.refreshStorage();
  }

  /**
   * Files of the pack were stored from a pack file, checked against the index as a download
   * checks them (features/pack-files): the pack records what the cache now holds and is kept
   * as a download is. A whole pack is "Available offline"; part of one is a paused download
   * (Resume fetches the rest), unless it is downloading now. A run that was waiting for the
   * network starts again, so it sees the new files at once rather than after its backoff.
   */
  async function adopt(key: PackKey): Promise<void> {
    if (await forwarded('adopt', key)) return;
    await ready(parsePackKey(key).lang);
    for (const e of entries(key)) if (!state.cached.has(e.path)) await loader.markIfVerified(e);
    const complete = entries(key).every((e) => state.cached.has(e.path));
    const running = runner.running(key);
    const paused = complete ? false : running ? state.prefs.paused[key] === true : true;
    if (running) runner.stop(key, PAUSED);
    // The cache now tells the state (a paused pack with files shows them as a paused download does).
    setJob(offline, key, undefined);
    await updatePrefs(key, { wanted: true, paused });
    if (!paused) void run(key);
    void loader.refreshStorage();
  }

  const act: Record<PackAction, (key: PackKey) => Promise<void>> = { start, pause, resume, clear, adopt };

  /** This tab downloads now: what the closed tab was running continues, and requests it missed are done. */
  function lead(running: PackKey[], requests: PackRequest[], onLead: () => void) {
    for (const key of running) {
      setJob(offline, key, undefined);
      void continueRun(key);
    }
    for (const { action, key } of requests) void act[action](key);
    onLead();
  }

  /** A download another page of this device was running (the user's choices read first: a page just loaded has none yet). */
  async function continueRun(key: PackKey): Promise<void> {
    await ready(parsePackKey(key).lang);
    if (isWanted(state.prefs, key)) await run(key);
  }

  function suspendHere(): void {
    suspended ??= new Set();
    for (const key of runner.suspendAll()) suspended.add(key);
    clearTimeout(suspendTimer);
    // An update that never takes control (the tab applying it closed first) does not hold them for ever.
    suspendTimer = setTimeout(resumeSuspended, SUSPEND_MAX_MS);
  }

  /** The new version controls this page, which stays open: what the update paused continues. */
  function resumeSuspended(): void {
    const keys = suspended;
    if (!keys) return;
    suspended = null;
    clearTimeout(suspendTimer);
    for (const key of keys) if (!state.prefs.paused[key] && isWanted(state.prefs, key)) void run(key);
  }

  return {
    /** Only read: what is cached is loaded by openLanguage, which start-up calls. */
    store: offline.store,
    start,
    pause,
    resume,
    clear,
    adopt,
    resumeSuspended,

    /**
     * Starts the engine for a language (src/app/start.ts, and again when the learner's language
     * changes): the user's pack choices, that language's content index and what of it is cached.
     */
    openLanguage: ready,

    /**
     * Joins the other tabs of the device (start-up): one tab downloads, the others show its
     * state and pass it their users' requests (pack-tabs.ts). `onLead` runs once this tab is
     * the one that downloads. Before this, the tab works alone.
     */
    joinTabs(link: PackLink, onLead: () => void): void {
      tabs ??= new PackTabs(offline, link, {
        act: ({ action, key }) => act[action](key),
        lead: (running, requests) => lead(running, requests, onLead),
        suspend: suspendHere,
      });
    },

    /** The service worker cached a file the user opened: record it if it matches the index. */
    async mediaCached(url: string): Promise<void> {
      await loader.settled();
      const path = loader.index.pathOfUrl(url);
      const entry = path === undefined ? undefined : loader.index.entryFor(path);
      if (entry && !state.cached.has(entry.path) && (await loader.markIfVerified(entry))) publish(offline, false);
    },

    /** Called while a session exists and the browser is online: resumes every wanted pack. */
    async auto(lang: Lang): Promise<void> {
      await ready(lang);
      if (!state.indexes[lang] || !deps.online()) return;
      for (const key of wantedKeys().filter((k) => parsePackKey(k).lang === lang)) {
        const job = state.jobs[key];
        if (state.prefs.paused[key] || job?.status === 'error' || runner.running(key)) continue;
        if (entries(key).every((e) => state.cached.has(e.path))) continue;
        if (parsePackKey(key).scope === 'core') void deps.persist();
        void run(key);
      }
    },

    /**
     * The user applies a new version, in this tab or another: the downloading tab's downloads
     * pause (keeping what arrived), the user's choices unchanged. Their requests would keep the
     * old service worker busy, and it is replaced only once it has none.
     */
    suspend(): void {
      tabs?.suspendOthers();
      suspendHere();
    },

    /** Connection is back: waiting packs continue at once. */
    resumeWaiting(): void {
      for (const [key, job] of Object.entries(state.jobs) as [PackKey, JobState][]) {
        if (job.status === 'waiting') void run(key);
      }
    },
  };
}

export const packManager = createPackManager(browserDeps, offlineStore);
