import { describe, expect, it } from 'vitest';
import {
  allQuizzesPassed,
  completeSlides,
  passQuiz,
  percentComplete,
  recordSlide,
  sanitiseProgress,
  sectionIds,
  type ProgressMap,
} from './progress';

describe('progress transitions', () => {
  it('records the furthest slide only when higher', () => {
    const a = recordSlide({}, '3', 4);
    expect(a['3']?.slide).toBe(4);
    const b = recordSlide(a, '3', 2);
    expect(b).toBe(a);
    expect(recordSlide(b, '3', 5)['3']?.slide).toBe(5);
  });

  it('completing slides sets slidesComplete and keeps the quiz state', () => {
    const map = completeSlides({ '2': { slide: 1, slidesComplete: false, quizPassed: false } }, '2');
    expect(map['2']).toEqual({ slide: 6, slidesComplete: true, quizPassed: false });
  });

  it('shared modules count in both sections', () => {
    let map: ProgressMap = {};
    for (const id of sectionIds('training')) map = passQuiz(map, id);
    expect(allQuizzesPassed(map, 'training')).toBe(true);
    // Implementation shares 2,3,4,5,7 but needs its own modules 1 and 6.
    expect(allQuizzesPassed(map, 'implementation')).toBe(false);
    map = passQuiz(passQuiz(map, '1-implementation'), '6-implementation');
    expect(allQuizzesPassed(map, 'implementation')).toBe(true);
  });

  it('reports percentage of slides reached', () => {
    expect(percentComplete({}, '4')).toBe(0);
    expect(percentComplete(recordSlide({}, '7', 2), '7')).toBe(40);
    expect(percentComplete(completeSlides({}, '7'), '7')).toBe(100);
  });
});

describe('sanitiseProgress', () => {
  it('keeps valid entries and drops malformed ones', () => {
    const map = sanitiseProgress({
      '2': { slide: 3, slidesComplete: true, quizPassed: 'yes' },
      '9': { slide: 1 },
      '4': 'broken',
      '7': { slide: 99, slidesComplete: false, quizPassed: true },
      '1-training': { slide: -4 },
    });
    expect(map).toEqual({
      '2': { slide: 3, slidesComplete: true, quizPassed: false },
      '7': { slide: 4, slidesComplete: false, quizPassed: true },
      '1-training': { slide: 0, slidesComplete: false, quizPassed: false },
    });
  });

  it.each([null, undefined, 'x', 42, [1, 2]])('treats %s as no progress', (value) => {
    expect(sanitiseProgress(value)).toEqual({});
  });
});
