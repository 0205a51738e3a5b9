import type { FullModuleId, Lang } from '@/content/types';
import type { JobState, OfflineSnapshot } from './pack-manager';
import { isWanted } from './pack-prefs';
import { isVideoEntry, moduleEntries, packEntries, packKey, type PackKey, type PackScope } from './packs';

export interface PackView {
  key: PackKey;
  lang: Lang;
  scope: PackScope;
  files: number;
  bytes: number;
  cachedFiles: number;
  cachedBytes: number;
  videoBytes: number;
  complete: boolean;
  wanted: boolean;
  paused: boolean;
  job?: JobState;
}

export type PackStatus = 'complete' | 'running' | 'paused' | 'waiting' | 'error' | 'incomplete' | 'idle';

/** A pack's size and what of it is on this device; null until its index is loaded. */
export function packView(s: OfflineSnapshot, lang: Lang, scope: PackScope): PackView | null {
  const index = s.indexes[lang];
  if (!index) return null;
  const key = packKey(lang, scope);
  const entries = packEntries(index, scope, s.videoFormat);
  let bytes = 0;
  let cachedBytes = 0;
  let cachedFiles = 0;
  let videoBytes = 0;
  for (const e of entries) {
    bytes += e.bytes;
    if (isVideoEntry(e)) videoBytes += e.bytes;
    if (s.cached.has(e.path)) {
      cachedFiles += 1;
      cachedBytes += e.bytes;
    }
  }
  return {
    key,
    lang,
    scope,
    files: entries.length,
    bytes,
    cachedFiles,
    cachedBytes,
    videoBytes,
    complete: cachedFiles === entries.length,
    wanted: isWanted(s.prefs, key),
    paused: s.prefs.paused[key] === true,
    job: s.jobs[key],
  };
}

export function packStatus(view: PackView): PackStatus {
  if (view.job) return view.job.status;
  if (view.complete) return 'complete';
  if (view.paused) return 'paused';
  return view.wanted ? 'incomplete' : 'idle';
}

/** Progress to show: the running job's, else what the cache holds. */
export function packProgress(view: PackView) {
  const p = view.job?.progress;
  return p
    ? { filesDone: p.filesDone, filesTotal: p.filesTotal, bytesDone: p.bytesDone, bytesTotal: p.bytesTotal }
    : { filesDone: view.cachedFiles, filesTotal: view.files, bytesDone: view.cachedBytes, bytesTotal: view.bytes };
}

export interface ModuleOffline {
  /** Slides, narration and PDFs are all on this device. */
  ready: boolean;
  hasVideos: boolean;
  videosReady: boolean;
}

export function moduleOffline(s: OfflineSnapshot, lang: Lang, id: FullModuleId): ModuleOffline {
  const index = s.indexes[lang];
  if (!index) return { ready: false, hasVideos: false, videosReady: false };
  const entries = moduleEntries(index, id, s.videoFormat);
  const videos = entries.filter(isVideoEntry);
  const rest = entries.filter((e) => !isVideoEntry(e));
  return {
    ready: rest.length > 0 && rest.every((e) => s.cached.has(e.path)),
    hasVideos: videos.length > 0,
    videosReady: videos.every((e) => s.cached.has(e.path)),
  };
}

/**
 * How many of a module's slide images are not on this device, from its content index: what
 * a presenter needs before a room. Null while it cannot be told (no index yet, or no offline
 * support): then nothing is said rather than a wrong count.
 */
export function missingSlides(s: OfflineSnapshot, lang: Lang, id: FullModuleId): number | null {
  const index = s.indexes[lang];
  if (!s.supported || !index) return null;
  const slides = moduleEntries(index, id).filter((e) => e.kind === 'image' && /\/slide-\d+\.svg$/.test(e.path));
  return slides.filter((e) => !s.cached.has(e.path)).length;
}
