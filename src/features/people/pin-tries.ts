import { isRecord } from '@/lib/guards';
import { STORAGE_KEYS } from '@/lib/storage';
import { syncStorage, type SyncStore } from '@/lib/sync-storage';
import type { Person, PinHash } from './people';
import { afterTry, NO_TRIES, pinMatches, waitLeft, type Tries } from './pin';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

/**
 * A person's wrong PIN tries, kept on the device (localStorage, read synchronously): a reload or
 * another tab does not lift a wait. Returns the stored tries, or none.
 */
export function readTries(personId: string, store: SyncStore = syncStorage): Tries {
  const raw = store.get(STORAGE_KEYS.pinTries(personId));
  return isRecord(raw) ? { wrong: count(raw.wrong), lockedUntil: count(raw.lockedUntil) } : NO_TRIES;
}

export function writeTries(personId: string, tries: Tries, store: SyncStore = syncStorage): void {
  const key = STORAGE_KEYS.pinTries(personId);
  if (tries.wrong === 0 && tries.lockedUntil === 0) store.remove(key);
  else store.set(key, tries);
}

/** Checks a PIN against the stored tries (another tab's count too); the tries after it. */
export async function tryPin(
  person: Person & { pin: PinHash },
  pin: string,
  now: () => number = Date.now,
): Promise<{ right: boolean; tries: Tries }> {
  const stored = readTries(person.id);
  if (waitLeft(stored, now()) > 0) return { right: false, tries: stored };
  const right = await pinMatches(pin, person.pin);
  const tries = afterTry(stored, right, now());
  writeTries(person.id, tries);
  return { right, tries };
}
