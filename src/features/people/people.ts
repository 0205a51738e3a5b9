import { isRecord, isString } from '@/lib/guards';

/** A PIN is never stored: its salted hash is (pin.ts). */
export interface PinHash {
  salt: string;
  hash: string;
}

/** One person on this device: local only, never sent. */
export interface Person {
  id: string;
  name: string;
  /** When added (ISO date-time): the picker lists people in this order. */
  created: string;
  /**
   * The suffix of this person's storage keys: '' for the device's first person (whose data is
   * what the device held before people existed, under the spec's key names), else their id.
   */
  scope: string;
  pin?: PinHash;
}

/** A removed person: only the id is kept, so another tab's late write cannot bring them back. */
export interface Removed {
  id: string;
  removed: true;
}

export interface People {
  /** Everyone ever added, by id; removed people as tombstones. */
  byId: Record<string, Person | Removed>;
  /** Who is using the device now; null when nobody is chosen (the picker, "Just looking"). */
  active: string | null;
}

export interface PeopleChange {
  byId?: Record<string, Person | Removed>;
  active?: string | null;
}

export const NO_PEOPLE: People = { byId: {}, active: null };

const isRemoved = (entry: Person | Removed): entry is Removed => 'removed' in entry;

function sanitiseEntry(raw: unknown): Person | Removed | undefined {
  if (!isRecord(raw) || !isString(raw.id)) return undefined;
  if (raw.removed === true) return { id: raw.id, removed: true };
  if (!isString(raw.name) || !isString(raw.created) || !isString(raw.scope)) return undefined;
  const pin =
    isRecord(raw.pin) && isString(raw.pin.salt) && isString(raw.pin.hash) ? { salt: raw.pin.salt, hash: raw.pin.hash } : undefined;
  return { id: raw.id, name: raw.name, created: raw.created, scope: raw.scope, ...(pin ? { pin } : {}) };
}

function sanitiseById(raw: unknown): People['byId'] {
  const entries = isRecord(raw) ? Object.entries(raw) : [];
  return Object.fromEntries(
    entries.flatMap(([id, value]) => {
      const entry = sanitiseEntry(value);
      return entry && entry.id === id ? [[id, entry]] : [];
    }),
  );
}

/** Whatever was stored or sent by another tab, usable: invalid entries dropped. */
export function sanitisePeople(raw: unknown): People {
  if (!isRecord(raw)) return NO_PEOPLE;
  const byId = sanitiseById(raw.byId);
  const active = isString(raw.active) && id(byId, raw.active) ? raw.active : null;
  return { byId, active };
}

/**
 * A change left in the write journal, usable: its entries as a stored value's, and the person it
 * chose (checked against the people once merged, as any change is).
 */
export function sanitisePeopleChange(raw: unknown): PeopleChange | undefined {
  if (!isRecord(raw)) return undefined;
  const byId = sanitiseById(raw.byId);
  const active = raw.active === null || isString(raw.active) ? raw.active : undefined;
  return { ...(Object.keys(byId).length > 0 ? { byId } : {}), ...(active === undefined ? {} : { active }) };
}

/** Two changes made one after the other, as one: the later entry and choice of person win. */
export function combinePeopleChanges(earlier: PeopleChange, later: PeopleChange): PeopleChange {
  const byId = { ...earlier.byId, ...later.byId };
  const active = later.active === undefined ? earlier.active : later.active;
  return { byId, ...(active === undefined ? {} : { active }) };
}

function id(byId: People['byId'], key: string): Person | undefined {
  const entry = byId[key];
  return entry && !isRemoved(entry) ? entry : undefined;
}

/** A removal wins over any other change to that person (a tab that missed it cannot undo it). */
export function mergePeople(current: People, change: PeopleChange | People): People {
  let byId = current.byId;
  for (const [key, entry] of Object.entries(change.byId ?? {})) {
    const known = byId[key];
    if (known && isRemoved(known)) continue;
    if (known && JSON.stringify(known) === JSON.stringify(entry)) continue;
    byId = { ...byId, [key]: entry };
  }
  const wanted = change.active === undefined ? current.active : change.active;
  const active = wanted !== null && id(byId, wanted) ? wanted : null;
  return byId === current.byId && active === current.active ? current : { byId, active };
}

/** The people on the device, oldest first. */
export function listPeople(people: People): Person[] {
  return Object.values(people.byId)
    .filter((entry): entry is Person => !isRemoved(entry))
    .sort((a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id));
}

/** Who uses the device now: the one chosen, or the only person (one person never picks). */
export function activePerson(people: People): Person | undefined {
  if (people.active !== null) return id(people.byId, people.active);
  const everyone = listPeople(people);
  return everyone.length === 1 ? everyone[0] : undefined;
}

/** Storage scope while nobody is chosen on a device with people: "Just looking", the picker. */
export const NOBODY_SCOPE = '~nobody';

/**
 * The scope this tab's per-person stores read and write: the active person's; on a device
 * with no people yet, the first person's (today's layout); with people but nobody chosen, a
 * scope of nobody's, so nothing of anyone shows.
 */
export function scopeOf(people: People): string {
  const person = activePerson(people);
  if (person) return person.scope;
  return listPeople(people).length === 0 ? '' : NOBODY_SCOPE;
}

/** Up to two letters of a name, for the picker's badge. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => [...w][0]?.toLocaleUpperCase() ?? '').join('');
}
