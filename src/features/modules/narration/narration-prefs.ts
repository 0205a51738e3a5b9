import { STORAGE_KEYS, storage, type KeyValueStore } from '../../../lib/storage';
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

export async function saveNarrationPrefs(prefs: NarrationPrefs, store: KeyValueStore = storage): Promise<void> {
  await store.set(STORAGE_KEYS.narration, prefs).catch((error: unknown) => logError('narration prefs write failed', error));
}
