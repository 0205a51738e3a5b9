import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { preloadContent } from '@/content/use-content';
import type { ModuleStage } from '@/lib/paths';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { freshSyncedStores } from '@/test/sync-tabs';
import { progressStores, useProgress, type ProgressMap } from '../progress';
import { useModuleState } from './use-module-state';

const track = vi.fn();
vi.mock('../outbox', () => ({ useTrack: () => track }));

function setup(stage: ModuleStage, { search = '', initial = {} }: { search?: string; initial?: ProgressMap } = {}) {
  const location = memoryLocation({ path: `/toolkit/en/implementation/module/3/${stage}`, searchPath: search, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  void progressStores.progress.write(initial);
  const address = { lang: 'en', resourceType: 'implementation', position: 3, code: '3', stage } as const;
  const { result } = renderHook(
    () => {
      const state = useModuleState(address);
      return { info: { ...state.info, ...state.place }, state, all: useProgress() };
    },
    { wrapper },
  );
  return { result, history: location.history };
}

// Loaded before rendering, so the hook reads the content without suspending.
beforeAll(async () => void (await preloadContent('en')));
beforeEach(async () => {
  track.mockReset();
  await freshSyncedStores([STORAGE_KEYS.progress, STORAGE_KEYS.lastVisit]);
});

describe('useModuleState: the module page state in one place', () => {
  it('opens at the furthest slide reached, or at the slide a link names (?slide=n)', () => {
    const initial = { '3': { slide: 5, slidesComplete: false, quizPassed: false } };
    expect(setup('slides', { initial }).result.current.info.current).toBe(5);
    expect(setup('slides', { initial, search: 'slide=2' }).result.current.info.current).toBe(1);
    expect(setup('slides', { initial, search: 'slide=99' }).result.current.info.current).toBe(5);
  });

  it('selecting a slide shows it and keeps only the furthest one in the stored progress', () => {
    const { result, history } = setup('slides');
    act(() => result.current.info.selectSlide(4));
    act(() => result.current.info.selectSlide(2));
    expect(result.current.info.current).toBe(2);
    expect(result.current.info.entry.slide).toBe(4);
    // The section page's "continue" returns to the slide last open, not the furthest.
    expect(progressStores.visits.getSnapshot().implementation).toEqual({ position: 3, slide: 2 });
    expect(result.current.info.moved).toBe(false);
    expect(history).toHaveLength(1);
  });

  it('moving between slides changes the place only: the module info is the same object, so its readers do not re-render', () => {
    const { result } = setup('slides');
    const before = result.current.state.info;
    act(() => result.current.info.selectSlide(3));
    act(() => result.current.info.selectSlide(1));
    expect(result.current.state.place.current).toBe(1);
    expect(result.current.state.info).toBe(before);
  });

  it('selecting a slide from the summary goes back to the slides stage', () => {
    const { result, history } = setup('summary');
    act(() => result.current.info.selectSlide(3));
    expect(history.at(-1)).toBe('/toolkit/en/implementation/module/3/slides');
    expect(result.current.info.moved).toBe(true);
  });

  it('finishing the slides marks them complete, tracks once, returns to slide 1 and opens the summary', () => {
    const { result, history } = setup('slides', { initial: { '3': { slide: 9, slidesComplete: false, quizPassed: false } } });
    act(() => result.current.info.finishSlides());
    expect(result.current.info.entry.slidesComplete).toBe(true);
    expect(result.current.info.current).toBe(0);
    expect(history.at(-1)).toBe('/toolkit/en/implementation/module/3/summary');
    expect(track.mock.calls).toEqual([
      [{ moduleProgress: { fullModuleId: '3', resourceType: 'implementation', event: 'slidesComplete' } }],
    ]);
  });

  it('passing the quiz records it and tracks it once', () => {
    const { result } = setup('quiz', { initial: { '3': { slide: 10, slidesComplete: true, quizPassed: false } } });
    act(() => result.current.info.passQuiz());
    expect(result.current.all.progress['3']?.quizPassed).toBe(true);
    expect(result.current.info.entry.quizPassed).toBe(true);
    expect(track.mock.calls).toEqual([[{ moduleProgress: { fullModuleId: '3', resourceType: 'implementation', event: 'quizPassed' } }]]);
  });
});
