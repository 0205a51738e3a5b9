import { STORAGE_KEYS } from '@/lib/storage';
import { choicesStore, syncHub, type SyncHub, type SyncedStore } from '@/lib/synced-store';

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

/** The choices a change makes, each over `prefs`: a field the change does not (validly) name stays. */
export function withChange(prefs: NarrationPrefs, change: unknown): NarrationPrefs {
  const value = (typeof change === 'object' && change !== null ? change : {}) as Record<string, unknown>;
  return {
    rate: isRate(value.rate) ? value.rate : prefs.rate,
    continuous: typeof value.continuous === 'boolean' ? value.continuous : prefs.continuous,
  };
}

/**
 * The learner's narration speed and continuous-play choice, remembered across reloads and the
 * same in every tab: a synced store whose change names one choice or both; the last choice wins
 * for each, and one never resets the other.
 */
export function createNarrationPrefs(hub: SyncHub = syncHub): SyncedStore<NarrationPrefs> {
  return choicesStore(hub, { name: 'narration', key: STORAGE_KEYS.narration, initial: DEFAULT_PREFS, withChange });
}

export const narrationPrefs = createNarrationPrefs();
