import fc from 'fast-check';
import { createStore as idbKeyvalStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { MODULES, SECTION_MODULES, fullModuleId } from '@/content/catalogue';
import type { FullModuleId } from '@/content/types';
import { createResilientStore, idbStore, type AtomicStore } from '@/lib/storage';
import { isSyncMessage } from '@/lib/synced-store';
import { tabChannel } from '@/lib/tabs';
import { silentChannel, testHub } from '@/test/sync-tabs';
import { mergeProgressMaps, type CompletionDates } from './merge';
import { allQuizzesPassed, codeOf, passQuiz, recordSlide, type ProgressMap } from './progress';
import { createProgressStores, todayIso } from './progress-store';

interface ProgressState {
  progress: ProgressMap;
  completion: CompletionDates;
}

/** What a new page over `kv` reads. */
async function readBack(kv: AtomicStore): Promise<ProgressState> {
  const hub = testHub(kv);
  const stores = createProgressStores(hub);
  await hub.loadAll();
  return { progress: stores.progress.getSnapshot(), completion: stores.completion.getSnapshot() };
}

/**
 * Several tabs (each its own IndexedDB connection, store and state, as a browser tab has) write
 * progress in any interleaving; whatever the order, storage ends with the merge of every write.
 */

/** The training section (so some runs pass all seven tests and earn its date) and one implementation module. */
const IDS: FullModuleId[] = [...SECTION_MODULES.training.map(fullModuleId), fullModuleId('a')];

type Op =
  | { kind: 'slide'; tab: number; id: FullModuleId; slide: number; wait: boolean }
  | { kind: 'quiz'; tab: number; id: FullModuleId; wait: boolean }
  | { kind: 'import'; tab: number; progress: ProgressMap; completion: CompletionDates; wait: boolean }
  | { kind: 'reload'; tab: number; wait: boolean };

const id = fc.constantFrom(...IDS);
const slideOf = (m: FullModuleId) => fc.integer({ min: 0, max: MODULES[codeOf(m)].slideCount - 1 });
const entry = (m: FullModuleId) => fc.record({ slide: slideOf(m), slidesComplete: fc.boolean(), quizPassed: fc.boolean() });
const pastDate = fc.date({ min: new Date(2020, 0, 1), max: new Date(2025, 11, 31), noInvalidDate: true }).map((d) => todayIso(d));
const common = { tab: fc.nat({ max: 3 }), wait: fc.boolean() };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: id.chain((m) => fc.record({ kind: fc.constant('slide' as const), id: fc.constant(m), slide: slideOf(m), ...common })),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('quiz' as const), id, ...common }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('import' as const),
      progress: id.chain((m) => entry(m).map((e) => ({ [m]: e }) as ProgressMap)),
      completion: fc.option(pastDate, { nil: undefined }).map((d): CompletionDates => (d ? { training: d } : {})),
      ...common,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const), ...common }) },
);

/** What storage must hold: every write merged, whatever the order (each is a join). */
function expected(ops: Op[]): ProgressState {
  let progress: ProgressMap = {};
  const dates: string[] = [];
  for (const o of ops) {
    if (o.kind === 'slide') progress = recordSlide(progress, o.id, o.slide);
    if (o.kind === 'quiz') progress = passQuiz(progress, o.id);
    if (o.kind === 'import') {
      progress = mergeProgressMaps(progress, o.progress);
      if (o.completion.training) dates.push(o.completion.training);
    }
  }
  if (allQuizzesPassed(progress, 'training')) dates.push(todayIso());
  const completion: CompletionDates = dates.length ? { training: dates.sort()[0] } : {};
  if (allQuizzesPassed(progress, 'implementation')) completion.implementation = todayIso();
  return { progress, completion };
}

let run = 0;

async function play(ops: Op[], tabCount: number, connected: boolean) {
  run += 1;
  const db = `tabs-property-${run}`;
  const tabs = Array.from({ length: tabCount }, () => {
    const kv = createResilientStore(idbStore(idbKeyvalStore(db, 'kv')));
    const hub = testHub(kv, connected ? tabChannel(db, isSyncMessage) : silentChannel);
    const stores = createProgressStores(hub);
    const stop = connected ? hub.start() : () => undefined;
    const state = () => ({ progress: stores.progress.getSnapshot(), completion: stores.completion.getSnapshot() });
    return { kv, hub, stores, state, stop };
  });
  const pending: Promise<unknown>[] = [];
  for (const o of ops) {
    const tab = tabs[o.tab % tabCount];
    const done =
      o.kind === 'slide'
        ? tab.stores.update((map) => recordSlide(map, o.id, o.slide))
        : o.kind === 'quiz'
          ? tab.stores.update((map) => passQuiz(map, o.id))
          : o.kind === 'import'
            ? tab.stores.mergeAll(o.progress, o.completion)
            : tab.hub.loadAll();
    if (o.wait) await done;
    else pending.push(done);
  }
  await Promise.all(pending);
  return tabs;
}

describe('progress written from several tabs at once', () => {
  it('storage ends with the merge of every write, in any interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), fc.integer({ min: 2, max: 4 }), async (ops, tabCount) => {
        const tabs = await play(ops, tabCount, false);
        expect(await readBack(tabs[0].kv)).toEqual(expected(ops));
      }),
      { numRuns: 150 },
    );
  });

  it('tabs that hear each other all end showing what is stored', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), fc.integer({ min: 2, max: 3 }), async (ops, tabCount) => {
        const tabs = await play(ops, tabCount, true);
        const want = expected(ops);
        try {
          expect((await readBack(tabs[0].kv)).progress).toEqual(want.progress);
          for (const tab of tabs) await vi.waitFor(() => expect(tab.state()).toEqual(want), { timeout: 2000 });
        } finally {
          tabs.forEach((t) => t.stop());
        }
      }),
      { numRuns: 40 },
    );
  });
});
