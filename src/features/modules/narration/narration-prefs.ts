import { STORAGE_KEYS, storage, type AtomicStore, type KeyValueStore } from '../../../lib/storage';
import { logError } from '../../../lib/log';

export const RATES = [0.75, 1, 1.25, 1.5] as const;
export type Rate = (typeof RATES)[number];

export interface NarrationPrefs {
  rate: Rate;
  /** When a slide's narration ends, open the next slide and play its narration. */
  continuous: boolean;
}

export const DEFAULT_PREFS: NarrationPrefs = { rate: 1, continuous: false };

export function isRate(value: unknown): value is Rate {
  return (RATES as readonly unknown[]).includes(value);
}

/** Whatever was stored, a usable value: unknown fields fall back one by one. */
export function sanitisePrefs(raw: unknown): NarrationPrefs {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_PREFS;
  const value = raw as Record<string, unknown>;
  return {
    rate: isRate(value.rate) ? value.rate : DEFAULT_PREFS.rate,
    continuous: value.continuous === true,
  };
}

export async function loadNarrationPrefs(store: KeyValueStore = storage): Promise<NarrationPrefs> {
  try {
    return sanitisePrefs(await store.get<unknown>(STORAGE_KEYS.narration));
  } catch (error) {
    logError('narration prefs read failed', error);
    return DEFAULT_PREFS;
  }
}

/** The choices a change makes, each over `prefs`: a field the change does not (validly) name stays. */
export function withChange(prefs: NarrationPrefs, change: unknown): NarrationPrefs {
  const value = (typeof change === 'object' && change !== null ? change : {}) as Record<string, unknown>;
  return {
    rate: isRate(value.rate) ? value.rate : prefs.rate,
    continuous: typeof value.continuous === 'boolean' ? value.continuous : prefs.continuous,
  };
}

/**
 * Stores a change over what is stored now (another tab may have chosen the other preference
 * meanwhile): the last choice wins for each preference, and one never resets the other.
 */
export async function saveNarrationPrefs(change: Partial<NarrationPrefs>, store: AtomicStore = storage): Promise<void> {
  await store
    .update(STORAGE_KEYS.narration, (stored) => withChange(sanitisePrefs(stored), change))
    .catch((error: unknown) => logError('narration prefs write failed', error));
}
