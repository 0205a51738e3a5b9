import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fullModuleId, SECTION_MODULES, RESOURCE_TYPES } from '@/content/catalogue';
import type { FullModuleId } from '@/content/types';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { freshSyncedStores } from '@/test/sync-tabs';
import { useProgress, percentComplete, todayIso } from '../progress';
import { useModuleProgress } from './use-module-progress';

beforeEach(() => freshSyncedStores([STORAGE_KEYS.progress, STORAGE_KEYS.lastVisit, ...RESOURCE_TYPES.map(STORAGE_KEYS.completionDate)]));

function useBoth(id: FullModuleId) {
  return { module: useModuleProgress(id, 'implementation', 3), all: useProgress() };
}

describe('module progress as the module page uses it', () => {
  it('keeps the furthest slide only; finishing marks the slides complete', () => {
    const { result } = renderHook(() => useBoth('3'));
    act(() => result.current.module.recordSlide(4));
    act(() => result.current.module.recordSlide(1));
    expect(result.current.module.entry).toEqual({ slide: 4, slidesComplete: false, quizPassed: false });
    act(() => result.current.module.finishSlides());
    expect(result.current.module.entry).toEqual({ slide: 10, slidesComplete: true, quizPassed: false });
    expect(percentComplete(result.current.all.progress, '3')).toBe(100);
  });

  it('passing all seven quizzes of a section sets its completion date; shared modules count in both', () => {
    const training = SECTION_MODULES.training.map(fullModuleId);
    const { result } = renderHook(() => ({ all: useProgress(), hooks: training.map((id, i) => useModuleProgress(id, 'training', i + 1)) }));
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
