import { STORAGE_KEYS } from '@/lib/storage-keys';
import { syncStorage, type SyncStore } from '@/lib/sync-storage';
import { idleSetting, type IdleSetting } from './idle-setting';
import { listPeople } from './people';
import { people, type PeopleStore } from './people-store';

/** Activity is shared with the other tabs at most this often (a localStorage write per event would be many). */
export const SHARE_EVERY_MS = 5000;
const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export interface IdleClock {
  now(): number;
  /** Runs `then` after `ms`; returns the cancel. */
  after(ms: number, then: () => void): () => void;
}

export interface IdleDeps {
  clock: IdleClock;
  setting: IdleSetting;
  /** localStorage: the last activity of any tab. */
  shared: SyncStore;
  people: PeopleStore;
  /** Hears this tab's activity (pointer, key, touch, scroll); returns the stop. */
  onActivity(then: () => void): () => void;
  /** When this tab was last used before the watch began (the page's start: its code loads later). */
  since?: number;
}

/**
 * The device's idle timeout: after the chosen minutes with no activity in any tab, a device with
 * two people or more and someone chosen returns to the picker (in every tab: switchTo). Returns the stop.
 */
export function watchIdle(deps: IdleDeps): () => void {
  const { clock, setting, shared } = deps;
  let mine = deps.since ?? clock.now();
  let sharedAt = 0;
  let cancel = () => undefined as void;
  const last = () => Math.max(mine, Number(shared.get(STORAGE_KEYS.lastActive)) || 0);

  function check() {
    cancel();
    const minutes = setting.getSnapshot();
    if (minutes === 0) return;
    const left = last() + minutes * 60_000 - clock.now();
    if (left > 0) return void (cancel = clock.after(left, check));
    const state = deps.people.store.getSnapshot();
    if (state.active !== null && listPeople(state).length >= 2) void deps.people.switchTo(null);
    // The next person's time starts when they are chosen (a press: activity).
    mine = clock.now();
    cancel = clock.after(minutes * 60_000, check);
  }

  function active() {
    mine = clock.now();
    if (mine - sharedAt < SHARE_EVERY_MS) return;
    sharedAt = mine;
    shared.set(STORAGE_KEYS.lastActive, mine);
  }

  const stops = [deps.onActivity(active), setting.subscribe(check), deps.people.store.subscribe(() => ((mine = clock.now()), check()))];
  check();
  return () => {
    cancel();
    stops.forEach((stop) => stop());
  };
}

/** The browser's clock and events: what start-up runs once signed in (`since`: when the page started). */
export function startIdleTimeout(since: number): () => void {
  return watchIdle({
    since,
    clock: {
      now: () => Date.now(),
      after(ms, then) {
        const timer = setTimeout(then, ms);
        return () => clearTimeout(timer);
      },
    },
    setting: idleSetting,
    shared: syncStorage,
    people,
    onActivity(then) {
      const options = { capture: true, passive: true };
      ACTIVITY.forEach((type) => window.addEventListener(type, then, options));
      return () => ACTIVITY.forEach((type) => window.removeEventListener(type, then, options));
    },
  });
}
