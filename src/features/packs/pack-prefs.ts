import { logError } from '@/lib/log';
import { STORAGE_KEYS, storage, type KeyValueStore } from '@/lib/storage';
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

export async function loadPrefs(store: KeyValueStore = storage): Promise<PackPrefs> {
  try {
    const raw = await store.get<PackPrefs>(STORAGE_KEYS.packs);
    if (raw && isFlagMap(raw.wanted) && isFlagMap(raw.paused)) return raw;
  } catch (error) {
    logError('offline prefs read', error);
  }
  return emptyPrefs();
}

export async function savePrefs(prefs: PackPrefs, store: KeyValueStore = storage): Promise<void> {
  try {
    await store.set(STORAGE_KEYS.packs, prefs);
  } catch (error) {
    logError('offline prefs write', error);
  }
}
