import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_PREFS, loadNarrationPrefs, saveNarrationPrefs, type NarrationPrefs } from './narration-prefs';

// One shared value for the page: read once, kept in memory, written through to storage.
let prefs: NarrationPrefs = DEFAULT_PREFS;
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: NarrationPrefs) {
  prefs = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  loaded ??= loadNarrationPrefs().then((stored) => publish({ ...stored, ...changedBeforeLoad }));
  return () => listeners.delete(listener);
}

// A choice made before storage answered wins over the stored one.
let changedBeforeLoad: Partial<NarrationPrefs> = {};

/** The learner's narration speed and continuous-play choice, remembered across reloads. */
export function useNarrationPrefs(): [NarrationPrefs, (change: Partial<NarrationPrefs>) => void] {
  const value = useSyncExternalStore(subscribe, () => prefs, () => DEFAULT_PREFS);
  const update = useCallback((change: Partial<NarrationPrefs>) => {
    changedBeforeLoad = { ...changedBeforeLoad, ...change };
    const next = { ...prefs, ...change };
    publish(next);
    void saveNarrationPrefs(next);
  }, []);
  return [value, update];
}
