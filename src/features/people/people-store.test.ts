import { describe, expect, it } from 'vitest';
import { createMemoryStore, type AtomicStore } from '@/lib/storage';
import { memoryJournal, silentChannel, testHub } from '@/test/sync-tabs';
import { combinePeopleChanges, sanitisePeopleChange } from './people';
import { createPeopleStore } from './people-store';
import { addPerson } from './add-person';

/** A page whose IndexedDB writes never complete: it is closed before they land. */
const closingKv = (kv: AtomicStore): AtomicStore => ({ ...kv, update: () => new Promise<never>(() => undefined) });

describe('the people on a device', () => {
  it('keeps a person added and chosen as the page closes: the next start writes them through', async () => {
    const kv = createMemoryStore();
    const journal = memoryJournal();
    const before = createPeopleStore(testHub(kv, silentChannel, journal), { kv, journal });
    await before.store.load();
    await addPerson(before, 'Bea', 'Ana');
    const bea = Object.values(before.store.getSnapshot().byId).find((p) => 'name' in p && p.name === 'Bea')!;

    const closing = createPeopleStore(testHub(closingKv(kv), silentChannel, journal), { kv, journal });
    await closing.store.load();
    void addPerson(closing, 'Cy');
    void closing.switchTo(bea.id);

    const next = createPeopleStore(testHub(kv, silentChannel, journal), { kv, journal });
    await next.store.load();
    const names = Object.values(next.store.getSnapshot().byId).map((p) => ('name' in p ? p.name : ''));
    expect(names.sort()).toEqual(['Ana', 'Bea', 'Cy']);
    expect(next.store.getSnapshot().active).toBe(bea.id);
  });

  it('joins journaled changes with the later choice winning, and reads back only what is usable', () => {
    const ana = { id: 'a1', name: 'Ana', created: '2026-01-01T00:00:00.000Z', scope: '' };
    const bea = { id: 'b2', name: 'Bea', created: '2026-01-02T00:00:00.000Z', scope: 'b2' };
    const joined = combinePeopleChanges({ byId: { a1: ana }, active: 'a1' }, { byId: { b2: bea } });
    expect(joined).toEqual({ byId: { a1: ana, b2: bea }, active: 'a1' });
    expect(combinePeopleChanges(joined, { active: null }).active).toBeNull();
    expect(sanitisePeopleChange({ byId: { a1: ana, x: { id: 'y', name: 'wrong key' } }, active: 7 })).toEqual({ byId: { a1: ana } });
    expect(sanitisePeopleChange('nonsense')).toBeUndefined();
  });
});
