import { createStore as idbKeyvalStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTION_MODULES, fullModuleId } from '../../content/catalogue';
import { createResilientStore, idbStore, STORAGE_KEYS, type KeyValueStore } from '../../lib/storage';
import { createStore } from '../../lib/store';
import { tabChannel } from '../../lib/tabs';
import { isProgressMessage } from './channel';
import { passQuiz, recordSlide } from './progress';
import { loadCompletionDates, loadProgress, todayIso } from './progress-store';
import { listenProgress, type ProgressState } from './progress-sync';
import { createProgressWriter } from './progress-writer';

/** A browser tab as the progress code sees it: its own IndexedDB connection, state and channel. */
let database = 0;
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function twoTabs({ listening = true, primary }: { listening?: boolean; primary?: (db: string) => KeyValueStore } = {}) {
  database += 1;
  const db = `progress-sync-${database}`;
  return [0, 1].map(() => {
    const kv = createResilientStore(primary ? primary(db) : idbStore(idbKeyvalStore(db, 'kv')));
    const state = createStore<ProgressState>({ progress: {}, completion: {} });
    const channel = tabChannel(db, isProgressMessage);
    if (listening) stops.push(listenProgress(state, kv, channel));
    return { kv, state, writer: createProgressWriter(state, kv, () => channel) };
  });
}

const at = (slide: number, slidesComplete = false, quizPassed = false) => ({ slide, slidesComplete, quizPassed });

describe('progress across tabs', () => {
  it('a tab that never heard of another module does not erase it when it writes', async () => {
    const [a, b] = twoTabs({ listening: false });
    await a.writer.update((m) => recordSlide(m, '1-training', 3));
    await b.writer.update((m) => recordSlide(m, '2', 5));
    await a.writer.update((m) => recordSlide(m, '1-training', 4));
    expect(await loadProgress(a.kv)).toEqual({ '1-training': at(4), '2': at(5) });
  });

  it('a slide reached in one tab shows in the other without a reload', async () => {
    const [a, b] = twoTabs();
    await b.writer.update((m) => recordSlide(m, '2', 4));
    await vi.waitFor(() => expect(a.state.getSnapshot().progress).toEqual({ '2': at(4) }));
    // Nothing new, nothing re-rendered: the same state object.
    const before = a.state.getSnapshot();
    await b.writer.update((m) => recordSlide(m, '2', 1));
    expect(a.state.getSnapshot()).toBe(before);
  });

  it('the last knowledge test passed in one tab completes the section in both, even if the passing tab saw none of the others', async () => {
    const [a, b] = twoTabs({ listening: false });
    const training = SECTION_MODULES.training.map(fullModuleId);
    for (const id of training.slice(0, 6)) await a.writer.update((m) => passQuiz(m, id));
    stops.push(listenProgress(a.state, a.kv, tabChannel(`progress-sync-${database}`, isProgressMessage)));
    expect(b.state.getSnapshot().completion).toEqual({});
    await b.writer.update((m) => passQuiz(m, training[6]));
    expect(await loadCompletionDates(b.kv)).toEqual({ training: todayIso() });
    expect(b.state.getSnapshot().completion).toEqual({ training: todayIso() });
    await vi.waitFor(() => expect(a.state.getSnapshot().completion).toEqual({ training: todayIso() }));
  });

  it('an imported backup adds to what is stored; the earliest completion date wins', async () => {
    const [a, b] = twoTabs();
    await a.writer.mergeAll({ '3': at(2) }, { implementation: '2025-03-01' });
    await b.writer.mergeAll({ '3': at(1, true) }, { implementation: '2025-05-01' });
    expect(await loadProgress(a.kv)).toEqual({ '3': at(2, true) });
    expect(await loadCompletionDates(a.kv)).toEqual({ implementation: '2025-03-01' });
    await vi.waitFor(() => expect(b.state.getSnapshot().completion).toEqual({ implementation: '2025-03-01' }));
  });

  it('a tab shown again, or a window focused, reads what other tabs stored while it missed their messages', async () => {
    const [a, b] = twoTabs({ listening: false });
    await b.writer.update((m) => recordSlide(m, '4', 2));
    stops.push(listenProgress(a.state, a.kv, { post: () => undefined, listen: () => () => undefined }));
    await vi.waitFor(() => expect(a.state.getSnapshot().progress).toEqual({ '4': at(2) }));
    await b.writer.update((m) => recordSlide(m, '5', 7));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(a.state.getSnapshot().progress).toEqual({ '4': at(2), '5': at(7) }));
    await b.writer.update((m) => recordSlide(m, '6-training', 3));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(a.state.getSnapshot().progress).toEqual({ '4': at(2), '5': at(7), '6-training': at(3) }));
  });

  it('a tab whose storage fell back to memory never writes its state over what is stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let broken = false;
    const [a, b] = twoTabs({
      listening: false,
      primary: (db) => {
        const real = idbStore(idbKeyvalStore(db, 'kv'));
        return { ...real, update: (k, fn) => (broken ? Promise.reject(new DOMException('closed', 'InvalidStateError')) : real.update(k, fn)) };
      },
    });
    await b.writer.update((m) => recordSlide(m, '2', 9));
    broken = true;
    await a.writer.update((m) => recordSlide(m, '7', 1));
    expect(a.state.getSnapshot().progress).toEqual({ '7': at(1) });
    broken = false;
    expect(await idbStore(idbKeyvalStore(`progress-sync-${database}`, 'kv')).get(STORAGE_KEYS.progress)).toEqual({ '2': at(9) });
  });

  it('the first page that shows progress merges the pre-PWA progress in, once', async () => {
    const [a] = twoTabs({ listening: false });
    await a.writer.update((m) => recordSlide(m, '3', 6));
    localStorage.setItem('moduleProgress', JSON.stringify({ '1': { slide: 2 }, '3': { slide: 1, slidesComplete: true } }));
    stops.push(listenProgress(a.state, a.kv, { post: () => undefined, listen: () => () => undefined }));
    await vi.waitFor(() => expect(a.state.getSnapshot().progress).toEqual({ '1-training': at(2), '3': at(6, true) }));
    expect(await loadProgress(a.kv)).toEqual({ '1-training': at(2), '3': at(6, true) });
    expect(localStorage.getItem('moduleProgress')).toBeNull();
  });
});
