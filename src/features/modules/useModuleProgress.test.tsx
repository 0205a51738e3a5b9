import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fullModuleId, SECTION_MODULES } from '../../content/catalogue';
import type { FullModuleId } from '../../content/types';
import { ProgressProvider, useProgress, percentComplete, type ProgressMap, todayIso } from '../progress';
import { useModuleProgress } from './useModuleProgress';

function wrapper(initial: ProgressMap = {}) {
  return ({ children }: { children: ReactNode }) => (
    <ProgressProvider initial={initial} initialCompletion={{}}>
      {children}
    </ProgressProvider>
  );
}

function useBoth(id: FullModuleId) {
  return { module: useModuleProgress(id), all: useProgress() };
}

describe('module progress as the module page uses it', () => {
  it('keeps the furthest slide only; finishing marks the slides complete', () => {
    const { result } = renderHook(() => useBoth('3'), { wrapper: wrapper() });
    act(() => result.current.module.recordSlide(4));
    act(() => result.current.module.recordSlide(1));
    expect(result.current.module.entry).toEqual({ slide: 4, slidesComplete: false, quizPassed: false });
    act(() => result.current.module.finishSlides());
    expect(result.current.module.entry).toEqual({ slide: 10, slidesComplete: true, quizPassed: false });
    expect(percentComplete(result.current.all.progress, '3')).toBe(100);
  });

  it('passing all seven quizzes of a section sets its completion date; shared modules count in both', () => {
    const training = SECTION_MODULES.training.map(fullModuleId);
    const { result } = renderHook(() => ({ all: useProgress(), hooks: training.map((id) => useModuleProgress(id)) }), {
      wrapper: wrapper(),
    });
    for (let i = 0; i < training.length; i += 1) {
      expect(result.current.all.completion.training).toBeUndefined();
      act(() => result.current.hooks[i].passQuiz());
    }
    expect(result.current.all.completion.training).toBe(todayIso());
    expect(result.current.all.completion.implementation).toBeUndefined();
    const implementation = SECTION_MODULES.implementation.map((c) => percentComplete(result.current.all.progress, fullModuleId(c)));
    expect(implementation).toEqual([0, 100, 100, 100, 100, 0, 100]);
  });
});
