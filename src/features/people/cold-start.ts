import { STORAGE_KEYS } from '@/lib/storage-keys';
import { tabStorage, type SyncStore } from '@/lib/sync-storage';
import { listPeople } from './people';
import type { PeopleStore } from './people-store';

/** Every tab of the app holds this Web Lock, shared, as long as it is open. */
const TAB_LOCK = 'toolkit.tab';

/** Whether other tabs of the app are open, and this tab's part in it. */
export interface TabPresence {
  /** Another tab holds the lock now; undefined when the browser cannot tell (no Web Locks). */
  othersOpen(): Promise<boolean | undefined>;
  /** Holds the lock for as long as this tab is open. */
  hold(): void;
}

export const webLocksPresence: TabPresence = {
  async othersOpen() {
    const locks = globalThis.navigator?.locks;
    if (!locks?.query) return undefined;
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === TAB_LOCK);
  },
  hold() {
    void globalThis.navigator?.locks?.request(TAB_LOCK, { mode: 'shared' }, () => new Promise<never>(() => undefined));
  },
};

/**
 * A cold start: the app opened anew, not a reload of an open tab (this tab ran it before: its
 * sessionStorage says so) and with no other tab of it open. When the browser cannot tell whether
 * other tabs are open, it is not one: clearing the person there would send every open tab back
 * to the picker.
 */
export const isColdStart = (reloaded: boolean, othersOpen: boolean | undefined): boolean => !reloaded && othersOpen === false;

export interface ColdStartDeps {
  people: PeopleStore;
  tab?: SyncStore;
  presence?: TabPresence;
}

/**
 * Start-up, once the people are read and before any person's data is: a device with two people
 * or more opens on the picker at a cold start, whoever used it last.
 */
export async function clearOnColdStart({ people, tab = tabStorage, presence = webLocksPresence }: ColdStartDeps): Promise<void> {
  const reloaded = tab.get(STORAGE_KEYS.tabOpened) === true;
  tab.set(STORAGE_KEYS.tabOpened, true);
  const others = await presence.othersOpen().catch(() => undefined);
  presence.hold();
  const state = people.store.getSnapshot();
  if (isColdStart(reloaded, others) && state.active !== null && listPeople(state).length >= 2) await people.switchTo(null);
}
