import { useCallback, useEffect } from 'react';
import { createStore, useStore } from '../../../lib/store';
import { tabChannel, type TabChannel } from '../../../lib/tabs';
import { isBoolean, optional, shape } from '../../../lib/guards';
import { DEFAULT_PREFS, isRate, loadNarrationPrefs, saveNarrationPrefs, withChange, type NarrationPrefs } from './narration-prefs';

const isChange = shape<Partial<NarrationPrefs>>({ rate: optional(isRate), continuous: optional(isBoolean) });

// One shared value for the page: read once, kept in memory, written through to storage.
const prefs = createStore<NarrationPrefs>(DEFAULT_PREFS);
let channel: TabChannel<Partial<NarrationPrefs>> | null = null;
// A choice made before storage answered wins over the stored one.
let changedBeforeLoad: Partial<NarrationPrefs> = {};

/** Reads the stored choices once, and from then on hears the choices made in other tabs. */
function start() {
  if (channel) return;
  channel = tabChannel('narration', isChange);
  channel.listen((change) => prefs.set((current) => withChange(current, change)));
  void loadNarrationPrefs().then((stored) => prefs.set((current) => withChange(withChange(current, stored), changedBeforeLoad)));
}

/** The learner's narration speed and continuous-play choice, remembered across reloads and the same in every tab. */
export function useNarrationPrefs(): [NarrationPrefs, (change: Partial<NarrationPrefs>) => void] {
  useEffect(start, []);
  const value = useStore(prefs);
  const update = useCallback((change: Partial<NarrationPrefs>) => {
    changedBeforeLoad = { ...changedBeforeLoad, ...change };
    prefs.set((current) => withChange(current, change));
    void saveNarrationPrefs(change).then(() => channel?.post(change));
  }, []);
  return [value, update];
}
