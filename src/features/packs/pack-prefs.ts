import { logError } from '@/lib/log';
import { STORAGE_KEYS, storage, type KeyValueStore } from '@/lib/storage';
import { syncStorage, type SyncStore } from '@/lib/sync-storage';
import { parsePackKey, type PackKey } from './packs';

/**
 * What the user asked for, per pack. Completion is never stored: it is read
 * from the cache, so an interrupted or failed download can never be recorded
 * as complete.
 */
export interface PackPrefs {
  wanted: Partial<Record<PackKey, boolean>>;
  paused: Partial<Record<PackKey, boolean>>;
}

export const emptyPrefs = (): PackPrefs => ({ wanted: {}, paused: {} });

/** The core pack downloads by itself unless the user removed it. */
export function isWanted(prefs: PackPrefs, key: PackKey): boolean {
  return prefs.wanted[key] ?? parsePackKey(key).scope === 'core';
}

function isFlagMap(value: unknown): value is Partial<Record<PackKey, boolean>> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'boolean');
}

/**
 * The choices live in localStorage (design-notes §5): written in the task of the press, so a
 * Pause pressed just before the page goes away holds after the reload (an IndexedDB write issued
 * then could be lost with the page). A device that kept them in IndexedDB reads them from there
 * until its first choice here.
 */
export async function loadPrefs(local: SyncStore = syncStorage, store: KeyValueStore = storage): Promise<PackPrefs> {
  try {
    const raw = (local.get(STORAGE_KEYS.packs) ?? (await store.get(STORAGE_KEYS.packs))) as Partial<PackPrefs> | undefined;
    if (raw && isFlagMap(raw.wanted) && isFlagMap(raw.paused)) return raw as PackPrefs;
  } catch (error) {
    logError('offline prefs read', error);
  }
  return emptyPrefs();
}

/** Stored in the caller's task; a storage that refuses it is logged (the choice holds for this page). */
export async function savePrefs(prefs: PackPrefs, local: SyncStore = syncStorage): Promise<void> {
  local.set(STORAGE_KEYS.packs, prefs);
}
