import type { ContentIndex, Lang } from '@/content/types';
import { loadContentIndex } from '@/lib/content-index';
import { assetUrl } from '@/lib/media-cache';
import { cacheSupported, deleteCached, listCached, verifyCached, type Expected } from '@/lib/media-store';
import type { DownloadOptions } from '@/lib/verified-download';
import { downloadOffThread } from '@/lib/download-worker/client';
import { Backoff } from '@/lib/backoff';
import type { RetryGate } from './download-job';
import { estimateStorage, requestPersistence, type StorageEstimateInfo } from '@/lib/storage-quota';
import { loadPrefs, savePrefs, type PackPrefs } from './pack-prefs';
import type { VideoFormat } from './packs';

/** Everything the pack manager needs from the outside world (faked in unit tests). */
export interface OfflineDeps {
  supported(): boolean;
  online(): boolean;
  videoFormat(): VideoFormat;
  loadIndex(lang: Lang): Promise<ContentIndex | null>;
  listCached(): Promise<Map<string, string | undefined>>;
  verifyCached(url: string, expected: Expected): Promise<boolean>;
  download(url: string, expected: Expected, options: DownloadOptions): Promise<void>;
  /** Waits between attempts after a network failure: backoff with jitter, cut short by `online`. */
  retryGate(): RetryGate;
  deleteCached(urls: Iterable<string>): Promise<void>;
  assetUrl(path: string): string;
  estimate(): Promise<StorageEstimateInfo>;
  persist(): Promise<boolean>;
  loadPrefs(): Promise<PackPrefs>;
  savePrefs(prefs: PackPrefs): Promise<void>;
}

/** The format the <video> element will pick: WebM is listed first where it plays. */
function videoFormat(): VideoFormat {
  try {
    return document.createElement('video').canPlayType('video/webm') ? 'webm' : 'mp4';
  } catch {
    return 'mp4';
  }
}

export const browserDeps: OfflineDeps = {
  supported: cacheSupported,
  videoFormat,
  online: () => globalThis.navigator?.onLine !== false,
  loadIndex: loadContentIndex,
  listCached,
  verifyCached,
  download: downloadOffThread,
  retryGate: () => new Backoff(),
  deleteCached,
  assetUrl,
  estimate: estimateStorage,
  persist: requestPersistence,
  loadPrefs: () => loadPrefs(),
  savePrefs: (prefs) => savePrefs(prefs),
};
