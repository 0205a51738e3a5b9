import { useStore } from '@/lib/store';
import { narrationPrefs, type NarrationPrefs } from './narration-prefs';

const update = (change: Partial<NarrationPrefs>) => void narrationPrefs.write(change);

/** The learner's narration choices (read and kept in step with other tabs by start-up's synced stores). */
export function useNarrationPrefs(): [NarrationPrefs, (change: Partial<NarrationPrefs>) => void] {
  return [useStore(narrationPrefs), update];
}
