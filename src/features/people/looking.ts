import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createEvents, type ReadableStore } from '@/lib/store';
import { tabStorage, type SyncStore } from '@/lib/sync-storage';

/**
 * "Just looking": this tab browses with nobody chosen, recording nothing (the stores' scope of
 * nobody is memory-only). The tab's own choice, kept through a reload (sessionStorage); a person
 * chosen in any tab ends it (followPeople), so "Switch person" later shows the picker again.
 */
export interface LookingStore extends ReadableStore<boolean> {
  set(looking: boolean): void;
}

export function createLookingStore(store: SyncStore = tabStorage): LookingStore {
  // Read on first use, never at import (the build prerenders pages in Node).
  let value: boolean | undefined;
  const listeners = createEvents();
  return {
    getSnapshot: () => (value ??= store.get(STORAGE_KEYS.justLooking) === true),
    getServerSnapshot: () => false,
    subscribe: listeners.on,
    set(looking) {
      if (looking) store.set(STORAGE_KEYS.justLooking, true);
      else store.remove(STORAGE_KEYS.justLooking);
      if (value === looking) return;
      value = looking;
      listeners.emit();
    },
  };
}

export const looking: LookingStore = createLookingStore();
