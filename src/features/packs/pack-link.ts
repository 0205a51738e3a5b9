import type { StorageEstimateInfo } from '@/lib/storage-quota';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { tabStorage } from '@/lib/sync-storage';
import { holdTabLock, tabChannel, type TabChannel } from '@/lib/tabs';
import type { JobState } from './offline-store';
import type { PackPrefs } from './pack-prefs';
import { isPackKey, isPackMessage } from './pack-messages';
import type { PackKey } from './packs';

/**
 * What the user can ask of a pack; in a tab that does not download, it is asked of the tab that does.
 * `adopt`: files of the pack were stored from a pack file (features/pack-files): record them.
 */
export type PackAction = 'start' | 'pause' | 'resume' | 'clear' | 'adopt';

/** Between the tabs of one device (pack-tabs.ts). */
export type PackMessage =
  /** The downloading tab's state, after each change: jobs, choices, storage, and the cache's changes. */
  | {
      type: 'state';
      jobs: Partial<Record<PackKey, JobState>>;
      prefs: PackPrefs;
      storage: StorageEstimateInfo | null;
      added: string[];
      removed: string[];
    }
  /** A tab that does not download asks for the whole state. */
  | { type: 'hello' }
  /** A user's request, carried out by the downloading tab, which acknowledges it at once. */
  | { type: 'do'; id: string; action: PackAction; key: PackKey }
  | { type: 'ack'; id: string }
  /** A tab applies a new version: the downloading tab pauses its downloads until it is in control. */
  | { type: 'suspend' };

/** The channel to the other tabs, and the device-wide lock of the tab that downloads. */
export interface PackLink {
  channel: TabChannel<PackMessage>;
  /** Holds the lock for the page's life once free; resolves to whether it was free at once. */
  hold(onHeld: () => void): Promise<boolean>;
  /** The packs this tab was downloading, as the page before a reload left them. */
  remembered(): PackKey[];
  /** Kept for the page a reload puts in place of this one (that page's own tab only). */
  remember(running: PackKey[]): void;
}

export function browserLink(): PackLink {
  return {
    channel: tabChannel('packs', isPackMessage),
    hold: (onHeld) => holdTabLock('packs.downloads', onHeld),
    remembered: () => {
      const kept = tabStorage.get(STORAGE_KEYS.packsRunning);
      return Array.isArray(kept) ? kept.filter(isPackKey) : [];
    },
    remember: (running) => void tabStorage.set(STORAGE_KEYS.packsRunning, running),
  };
}
