import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { tabsOver, personTagStore as tagStore, type Tags } from '@/test/sync-tabs';
import { listPeople } from './people';
import { createPeopleStore } from './people-store';
import { addPerson } from './add-person';

type Op =
  | { kind: 'write'; tab: number; wait: boolean }
  | { kind: 'switch'; tab: number; person: number; wait: boolean }
  | { kind: 'reload'; tab: number; wait: boolean };

const common = { tab: fc.nat({ max: 1 }), wait: fc.boolean() };
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('write' as const), ...common }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('switch' as const), person: fc.nat({ max: 2 }), ...common }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const), ...common }) },
);

/** Two tabs of one device with three people (the first the device's original learner). */
async function device() {
  const tabs = tabsOver(2).map(({ kv, hub }) => {
    const people = createPeopleStore(hub);
    const tags = tagStore(hub);
    return { kv, hub, people, tags, stop: [hub.start(), people.followPeople()] };
  });
  await Promise.all(tabs.map((t) => t.hub.loadAll()));
  const [first] = tabs;
  await addPerson(first.people, 'Bea', 'Ana');
  await addPerson(first.people, 'Cy');
  const everyone = listPeople(first.people.store.getSnapshot());
  await Promise.all(tabs.map((t) => t.hub.loadAll()));
  return { tabs, everyone };
}

describe('people on one device, two tabs', () => {
  it('never puts one person’s write into another’s data, in any interleaving of writes and switches', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const { tabs, everyone } = await device();
        const made = new Map<string, string>(); // tag → scope of the person it was made for
        const pending: Promise<unknown>[] = [];
        try {
          for (const [n, o] of ops.entries()) {
            const tab = tabs[o.tab];
            let done: Promise<unknown>;
            if (o.kind === 'write') {
              const tag = `w${n}`;
              made.set(tag, tab.hub.personScope());
              done = tab.tags.write({ [tag]: true });
            } else if (o.kind === 'switch') done = tab.people.switchTo(everyone[o.person].id);
            else done = tab.hub.loadAll();
            // What a tab shows is only ever its own person's.
            for (const t of tabs) for (const tag of Object.keys(t.tags.getSnapshot())) expect(made.get(tag)).toBe(t.hub.personScope());
            if (o.wait) await done;
            else pending.push(done);
          }
          await Promise.all(pending);
          for (const person of everyone) {
            const key = person.scope ? `test.tags@${person.scope}` : 'test.tags';
            const stored = Object.keys((await tabs[0].kv.get<Tags>(key)) ?? {}).sort();
            const theirs = [...made]
              .filter(([, scope]) => scope === person.scope)
              .map(([tag]) => tag)
              .sort();
            expect(stored).toEqual(theirs);
          }
          // The tabs switch together and end showing the same person's stored data.
          await vi.waitFor(() => {
            expect(tabs[1].hub.personScope()).toBe(tabs[0].hub.personScope());
            expect(tabs[1].tags.getSnapshot()).toEqual(tabs[0].tags.getSnapshot());
          });
        } finally {
          tabs.forEach((t) => t.stop.forEach((stop) => stop()));
        }
      }),
      { numRuns: 40 },
    );
  });
});
