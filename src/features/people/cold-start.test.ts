import { describe, expect, it } from 'vitest';
import { testHub, memoryJournal } from '@/test/sync-tabs';
import { createMemoryStore } from '@/lib/storage';
import { clearOnColdStart, isColdStart, type TabPresence } from './cold-start';
import { createPeopleStore } from './people-store';
import { addPerson } from './add-person';

const presence = (othersOpen: boolean | undefined): TabPresence & { held: number } => ({
  held: 0,
  othersOpen: async () => othersOpen,
  hold() {
    this.held += 1;
  },
});

/** A device with Ana and Bea, Bea chosen, as the last page left it. */
async function device(count = 2) {
  const people = createPeopleStore(testHub(), { kv: createMemoryStore(), journal: memoryJournal() });
  await people.store.load();
  await addPerson(people, 'Bea', 'Ana');
  if (count === 1) await people.remove(Object.keys(people.store.getSnapshot().byId)[0]);
  const bea = Object.values(people.store.getSnapshot().byId).find((p) => 'name' in p && p.name === 'Bea')!;
  await people.switchTo(bea.id);
  return people;
}

describe('the cold-start rule', () => {
  it('is a start that is no reload with no other tab of the app open', () => {
    expect(isColdStart(false, false)).toBe(true);
    expect(isColdStart(true, false)).toBe(false);
    expect(isColdStart(false, true)).toBe(false);
    // The browser cannot tell (no Web Locks): the open tabs keep their person.
    expect(isColdStart(false, undefined)).toBe(false);
  });

  it('opens a device of two people on the picker when the app opens anew', async () => {
    const people = await device();
    const tab = memoryJournal();
    const locks = presence(false);
    await clearOnColdStart({ people, tab, presence: locks });
    expect(people.store.getSnapshot().active).toBeNull();
    expect(locks.held).toBe(1);
  });

  it('keeps the person on a reload of the same tab, and in a second tab', async () => {
    const reloaded = await device();
    const tab = memoryJournal();
    await clearOnColdStart({ people: reloaded, tab, presence: presence(true) });
    // The reload: this tab ran the app before.
    await clearOnColdStart({ people: reloaded, tab, presence: presence(false) });
    expect(reloaded.store.getSnapshot().active).not.toBeNull();
    const second = await device();
    await clearOnColdStart({ people: second, tab: memoryJournal(), presence: presence(true) });
    expect(second.store.getSnapshot().active).not.toBeNull();
  });

  it('leaves a device of one person as it is', async () => {
    const people = await device(1);
    const before = people.store.getSnapshot().active;
    await clearOnColdStart({ people, tab: memoryJournal(), presence: presence(false) });
    expect(people.store.getSnapshot().active).toBe(before);
  });
});
