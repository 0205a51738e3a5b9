import { storage, STORAGE_KEYS, type KeyValueStore } from '@/lib/storage';
import { syncStorage, type SyncStore } from '@/lib/sync-storage';
import { syncHub, type SyncHub, type SyncedStore } from '@/lib/synced-store';
import { logError } from '@/lib/log';
import { looking, type LookingStore } from './looking';
import {
  NO_PEOPLE,
  NOBODY_SCOPE,
  combinePeopleChanges,
  listPeople,
  mergePeople,
  sanitisePeople,
  sanitisePeopleChange,
  scopeOf,
  type People,
  type PeopleChange,
  type Person,
} from './people';

export interface PeopleStore {
  store: SyncedStore<People, PeopleChange>;
  /** Makes `id` the person using the device, in every tab (null: nobody, back to the picker). */
  switchTo(id: string | null): Promise<void>;
  /**
   * From now on, this tab's per-person stores follow who is using the device, whichever tab
   * chose them. Returns a stop function.
   */
  followPeople(): () => void;
  /** Deletes every stored value of the person (every tab first leaves them). */
  remove(id: string): Promise<void>;
  /** Every person's data and the list of people; the device's session and packs stay. */
  removeEveryone(): Promise<void>;
  /**
   * Start-up: deletes again what removed people may still have stored (a write another tab had
   * on its way as they were removed lands after the deletion).
   */
  sweepRemoved(): Promise<void>;
}

/** Where a person's values are deleted from: IndexedDB and localStorage's write journal. */
export interface PeopleDeps {
  kv: KeyValueStore;
  journal: SyncStore;
  /** This tab's "Just looking" (ended when someone is chosen). */
  looking?: LookingStore;
}

export function createPeopleStore(hub: SyncHub, deps: PeopleDeps = { kv: storage, journal: syncStorage, looking }): PeopleStore {
  const store = hub.store<People, PeopleChange>({
    name: 'people',
    key: STORAGE_KEYS.people,
    initial: NO_PEOPLE,
    sanitise: sanitisePeople,
    merge: mergePeople,
    // A choice of person or a person added as the page closes is kept (written at the next start).
    journal: { combine: combinePeopleChanges, sanitise: sanitisePeopleChange },
  });
  // The switch happens as the change is shown (in this tab at once, in another once it reads it),
  // so no per-person write is made between the choice and the change of scope.
  const followPeople = () => {
    const apply = () => {
      const now = store.getSnapshot();
      // Someone chosen in any tab: a tab that was "just looking" follows them, and shows the
      // picker again at the next "Switch person".
      if (now.active !== null) deps.looking?.set(false);
      void hub.switchScope(scopeOf(now));
    };
    apply();
    return store.subscribe(apply);
  };

  /** Marks them removed (no tab can write for them again once it reads it), then deletes their values. */
  async function forget(everyone: Person[]): Promise<void> {
    const ids = new Set(everyone.map((p) => p.id));
    const leaving = ids.has(store.getSnapshot().active ?? '');
    await store.write({
      byId: Object.fromEntries([...ids].map((id) => [id, { id, removed: true as const }])),
      ...(leaving ? { active: null } : {}),
    });
    everyone.forEach((p) => deps.journal.remove(STORAGE_KEYS.pinTries(p.id)));
    await forgetScopes([...everyone.map((p) => p.scope), NOBODY_SCOPE], deps.kv, deps.journal);
  }

  return {
    store,
    switchTo: (id) => store.write({ active: id }),
    followPeople,
    remove: (id) => forget(listPeople(store.getSnapshot()).filter((p) => p.id === id)),
    removeEveryone: () => forget(listPeople(store.getSnapshot())),
    async sweepRemoved() {
      await store.ready;
      const removed = Object.values(store.getSnapshot().byId).filter((entry) => 'removed' in entry);
      // A removed person's scope was their id (the first person's keys are the spec's: in use again).
      await forgetScopes(
        removed.map((entry) => entry.id),
        deps.kv,
        deps.journal,
      );
    },
  };
}

/**
 * Deletes every stored value of these people's scopes. Its code is a chunk of its own, loaded the
 * first time someone is removed: start-up carries none of it. Not loaded (offline before the
 * service worker held it): the values stay until the next start sweeps them (sweepRemoved).
 */
async function forgetScopes(scopes: string[], kv: KeyValueStore, journal: SyncStore): Promise<void> {
  if (!scopes.length) return;
  try {
    const { forgetScope } = await import('./forget');
    await Promise.all(scopes.map((scope) => forgetScope(scope, kv, journal)));
  } catch (error) {
    logError('forget removed people', error);
  }
}

/** The app's people, on the app's synced stores. */
export const people: PeopleStore = createPeopleStore(syncHub);
