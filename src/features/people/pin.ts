import { listPeople, type PinHash } from './people';
import type { PeopleStore } from './people-store';

/** A PIN is four digits (a labelled field, no keypad of our own). */
export const isPinFormat = (pin: string): boolean => /^\d{4}$/.test(pin);

/** PBKDF2 over SHA-256: four digits are few, so each guess at a copied value must cost. */
const ITERATIONS = 100_000;

const toHex = (bytes: ArrayBuffer | Uint8Array) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string): Uint8Array<ArrayBuffer> => new Uint8Array((hex.match(/../g) ?? []).map((h) => parseInt(h, 16)));

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS }, key, 256);
  return toHex(bits);
}

/** What is stored for a PIN: a random salt and the derived hash, never the PIN. */
export async function hashPin(pin: string): Promise<PinHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toHex(salt), hash: await derive(pin, salt) };
}

export async function pinMatches(pin: string, stored: PinHash): Promise<boolean> {
  if (!isPinFormat(pin)) return false;
  return (await derive(pin, fromHex(stored.salt))) === stored.hash;
}

/** After this many wrong PINs in a row, the next try waits. */
export const MAX_TRIES = 5;
export const WAIT_MS = 30_000;

/** Wrong tries for one person, in this tab's memory (a reload does not lift the wait: see `lockedUntil`). */
export interface Tries {
  wrong: number;
  /** Epoch ms before which no try is taken. */
  lockedUntil: number;
}

export const NO_TRIES: Tries = { wrong: 0, lockedUntil: 0 };

/** The tries after one answer at `now`: right clears them; the fifth wrong one waits 30 s. */
export function afterTry(tries: Tries, right: boolean, now: number): Tries {
  if (right) return NO_TRIES;
  const wrong = tries.wrong + 1;
  return wrong >= MAX_TRIES ? { wrong: 0, lockedUntil: now + WAIT_MS } : { wrong, lockedUntil: tries.lockedUntil };
}

/** Milliseconds left before a try is taken (0: now). */
export const waitLeft = (tries: Tries, now: number): number => Math.max(0, tries.lockedUntil - now);

/**
 * Sets (a salted hash) or removes (null) a person's PIN. Here, with the hashing, rather than on
 * the store: only the people dialogs set one, and start-up carries none of their code.
 */
export async function setPin({ store }: PeopleStore, id: string, pin: PinHash | null): Promise<void> {
  const person = listPeople(store.getSnapshot()).find((p) => p.id === id);
  if (!person) return;
  const { name, created, scope } = person;
  await store.write({ byId: { [id]: { id, name, created, scope, ...(pin ? { pin } : {}) } } });
}
