import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { fullModuleId, SECTION_MODULES } from '@/content/catalogue';
import { createSessionStore } from '@/features/access/session-store';
import { createNarrationPrefs } from '@/features/modules/narration/narration-prefs';
import { createPositionStore } from '@/features/modules/narration/positions';
import { createProgressStores } from '@/features/progress/progress-store';
import type { SyncedStore, SyncedStoreOptions, SyncHub } from '@/lib/synced-store';
import { tabsOver } from '@/test/sync-tabs';

/**
 * Every synced store the app keeps, three tabs of one device writing in any interleaving:
 * each tab ends showing what storage holds, and that is the merge of every write (the
 * store's own merge rule, so a rule that loses a write fails here). Where the latest write
 * wins, writes made at once in two tabs have no order: any may win, but all tabs agree; made
 * one after another, the last one wins.
 */
interface Case {
  name: string;
  /** Makes the app's store(s) on a hub; the store under test is the one named `name`. */
  make(hub: SyncHub): unknown;
  change: fc.Arbitrary<unknown>;
  /** The merge does not depend on the order of the writes (progress only grows). */
  orderFree?: boolean;
}

const modules = SECTION_MODULES.training.slice(0, 3).map((code) => fullModuleId(code));
const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);

const CASES: Case[] = [
  {
    name: 'session',
    make: createSessionStore,
    change: fc.record({ id: fc.constantFrom('s1', 's2', null), lang: fc.constantFrom('en' as const, 'fr' as const) }, { requiredKeys: [] }),
  },
  {
    name: 'progress',
    make: createProgressStores,
    orderFree: true,
    change: fc.dictionary(
      fc.constantFrom(...modules),
      fc.record({ slide: fc.nat({ max: 5 }), slidesComplete: fc.boolean(), quizPassed: fc.boolean() }),
      { maxKeys: 2 },
    ),
  },
  {
    name: 'completion',
    make: createProgressStores,
    orderFree: true,
    change: fc.dictionary(fc.constantFrom('implementation', 'training'), day, { maxKeys: 2 }),
  },
  {
    name: 'visits',
    make: createProgressStores,
    change: fc.dictionary(
      fc.constantFrom('implementation', 'training'),
      fc.record({ position: fc.integer({ min: 1, max: 7 }), slide: fc.nat({ max: 5 }) }),
      { maxKeys: 1 },
    ),
  },
  {
    name: 'narration',
    make: createNarrationPrefs,
    change: fc.record({ rate: fc.constantFrom(0.75, 1, 1.25, 1.5), continuous: fc.boolean() }, { requiredKeys: [] }),
  },
  {
    name: 'narrationPositions',
    make: createPositionStore,
    change: fc.dictionary(fc.constantFrom('a/1', 'a/2', 'b/1'), fc.nat({ max: 90 }), { maxKeys: 1 }),
  },
];

interface Tab {
  kv: ReturnType<typeof tabsOver>[number]['kv'];
  store: SyncedStore<unknown, unknown>;
  options: SyncedStoreOptions<unknown, unknown>;
  stop: () => void;
}

/** The store called `name` that `make` builds on each hub, with the options it was made with. */
function openTabs(c: Case): Tab[] {
  return tabsOver(3).map(({ kv, hub }) => {
    let found: Pick<Tab, 'store' | 'options'> | undefined;
    const spied: SyncHub = {
      ...hub,
      store: (options) => {
        const store = hub.store(options);
        if (options.name === c.name)
          found = { store: store as SyncedStore<unknown, unknown>, options: options as SyncedStoreOptions<unknown, unknown> };
        return store;
      },
    };
    c.make(spied);
    if (!found) throw new Error(`no store named ${c.name}`);
    return { kv, ...found, stop: hub.start() };
  });
}

const stored = async (tab: Tab) => {
  const { key } = tab.options;
  if (typeof key === 'string') return tab.options.sanitise(await tab.kv.get(key));
  const fields = await Promise.all(Object.entries(key).map(async ([field, k]) => [field, await tab.kv.get(k)] as const));
  return tab.options.sanitise(Object.fromEntries(fields.filter(([, v]) => v !== undefined)));
};

describe.each(CASES)('the $name store across three tabs (property)', (c) => {
  const write = fc.record({ tab: fc.nat({ max: 2 }), change: c.change, wait: fc.boolean() });

  it('every tab shows what is stored: the merge of every write', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 10 }), async (writes) => {
        const tabs = openTabs(c);
        const pending: Promise<void>[] = [];
        for (const w of writes) {
          const p = tabs[w.tab].store.write(w.change);
          if (w.wait) await p;
          else pending.push(p);
        }
        await Promise.all(pending);
        const { merge, initial, sanitise } = tabs[0].options;
        const inOrder = sanitise(writes.reduce((acc, w) => merge(acc, w.change), initial));
        const held = await stored(tabs[0]);
        if (c.orderFree || writes.every((w) => w.wait)) expect(held).toEqual(inOrder);
        // The other tabs hear of it and read storage: a moment, longer on a loaded machine.
        await vi.waitFor(() => tabs.forEach((t) => expect(t.store.getSnapshot()).toEqual(held)), { timeout: 5000 });
        tabs.forEach((t) => t.stop());
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});
