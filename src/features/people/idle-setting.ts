import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createEvents, type ReadableStore } from '@/lib/store';
import { syncStorage, type SyncStore } from '@/lib/sync-storage';

/** The idle timeouts a device can choose, in minutes (0: off, the default). */
export const IDLE_CHOICES = [0, 5, 15, 30] as const;
export type IdleMinutes = (typeof IDLE_CHOICES)[number];

const isChoice = (value: unknown): value is IdleMinutes => IDLE_CHOICES.includes(value as IdleMinutes);

export function readIdleMinutes(store: SyncStore = syncStorage): IdleMinutes {
  const value = store.get(STORAGE_KEYS.idleMinutes);
  return isChoice(value) ? value : 0;
}

export interface IdleSetting extends ReadableStore<IdleMinutes> {
  set(minutes: IdleMinutes): void;
}

/**
 * The device's idle timeout (localStorage: read synchronously, the same in every tab). Another
 * tab's choice arrives by the `storage` event (`listen` hears it).
 */
export function createIdleSetting(store: SyncStore = syncStorage, listen: (onChange: () => void) => () => void = onStorage): IdleSetting {
  const changed = createEvents();
  return {
    getSnapshot: () => readIdleMinutes(store),
    getServerSnapshot: () => 0,
    subscribe(listener) {
      const stopMine = changed.on(listener);
      const stopOthers = listen(listener);
      return () => (stopMine(), stopOthers());
    },
    set(minutes) {
      if (minutes === 0) store.remove(STORAGE_KEYS.idleMinutes);
      else store.set(STORAGE_KEYS.idleMinutes, minutes);
      changed.emit();
    },
  };
}

/** Another tab wrote localStorage. */
export function onStorage(onChange: () => void): () => void {
  const handler = () => onChange();
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

export const idleSetting: IdleSetting = createIdleSetting();
