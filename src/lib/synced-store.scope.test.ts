import { describe, expect, it } from 'vitest';
import { memoryJournal, personTagStore as tagStore, testHub } from '@/test/sync-tabs';
import { createMemoryStore } from './storage';

describe('a synced store scoped by person', () => {
  it('keeps the first person under the unsuffixed key and each other person under key@scope', async () => {
    const kv = createMemoryStore();
    const hub = testHub(kv);
    const tags = tagStore(hub);
    await hub.loadAll();
    await tags.write({ first: true });
    await hub.switchScope('b');
    expect(tags.getSnapshot()).toEqual({});
    await tags.write({ second: true });
    expect(await kv.get('test.tags')).toEqual({ first: true });
    expect(await kv.get('test.tags@b')).toEqual({ second: true });
    await hub.switchScope('');
    expect(tags.getSnapshot()).toEqual({ first: true });
  });

  it('lands a write in flight at the switch in the data of the person who made it, never shown to the next', async () => {
    const kv = createMemoryStore();
    const hub = testHub(kv);
    const tags = tagStore(hub);
    await hub.loadAll();
    const inFlight = tags.write({ mine: true });
    const switched = hub.switchScope('b');
    expect(tags.getSnapshot()).toEqual({});
    await Promise.all([inFlight, switched]);
    expect(tags.getSnapshot()).toEqual({});
    expect(await kv.get('test.tags')).toEqual({ mine: true });
    expect(await kv.get('test.tags@b')).toBeUndefined();
  });

  it('writes a journaled write a closed page left through in its own person, not the one using the next page', async () => {
    const kv = createMemoryStore();
    const journal = memoryJournal();
    const closed = testHub(kv, undefined, journal);
    const tags = tagStore(closed);
    await closed.switchScope('a');
    await closed.loadAll();
    // The page closes before IndexedDB answers: only the journal holds the write.
    kv.update = () => new Promise(() => undefined);
    void tags.write({ left: true });

    const next = testHub(createMemoryStore(), undefined, journal);
    const nextTags = tagStore(next);
    await next.switchScope('b');
    await next.loadAll();
    expect(nextTags.getSnapshot()).toEqual({});
    await next.switchScope('a');
    expect(nextTags.getSnapshot()).toEqual({ left: true });
  });
});
