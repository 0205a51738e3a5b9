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

  it('keeps a scope starting with ~ in this tab’s memory only: nothing read, written, journaled or told', async () => {
    const kv = createMemoryStore();
    const journal = memoryJournal();
    const posted: unknown[] = [];
    const hub = testHub(kv, { post: (m) => void posted.push(m), listen: () => () => undefined }, journal);
    const tags = tagStore(hub);
    await kv.set('test.tags@~nobody', { stale: true });
    await hub.loadAll();
    await hub.switchScope('~nobody');
    // What a removed layout or a bug may have stored there is never shown.
    expect(tags.getSnapshot()).toEqual({});
    await tags.write({ looked: true });
    expect(tags.getSnapshot()).toEqual({ looked: true });
    expect(await kv.get('test.tags@~nobody')).toEqual({ stale: true });
    expect(journal.keys('')).toEqual([]);
    expect(posted).toEqual([]);
    // Leaving and coming back: the look is gone.
    await hub.switchScope('a');
    await hub.switchScope('~nobody');
    expect(tags.getSnapshot()).toEqual({});
  });
});
