import { describe, expect, it } from 'vitest';
import { nextStep } from './next-step';
import type { ProgressMap } from './progress';

const done = { slide: 0, slidesComplete: true, quizPassed: true };

describe('next step in a section', () => {
  it('starts module 1 when there is no progress', () => {
    expect(nextStep('training', {}, undefined)).toEqual({ kind: 'start', position: 1 });
  });

  it('returns to the slide last open, not the furthest one', () => {
    const progress: ProgressMap = { '3': { slide: 8, slidesComplete: false, quizPassed: false } };
    expect(nextStep('training', progress, { position: 3, slide: 2 })).toEqual({ kind: 'continue', position: 3, slide: 2 });
  });

  it('offers the knowledge test once that module’s slides are done', () => {
    const progress: ProgressMap = { '3': { slide: 10, slidesComplete: true, quizPassed: false } };
    expect(nextStep('implementation', progress, { position: 3, slide: 10 })).toEqual({ kind: 'quiz', position: 3 });
  });

  it('without a last visit, goes to the first module with something left, in order', () => {
    const progress: ProgressMap = {
      '1-training': done,
      '2': { slide: 3, slidesComplete: false, quizPassed: false },
      '3': { slide: 0, slidesComplete: true, quizPassed: false },
    };
    expect(nextStep('training', progress, undefined)).toEqual({ kind: 'continue', position: 2, slide: 3 });
    // Shared module 2 counts in implementation too: under way there before untouched module 1 (code a).
    expect(nextStep('implementation', progress, undefined)).toEqual({ kind: 'continue', position: 2, slide: 3 });
    // Nothing under way: the first module not done yet.
    expect(nextStep('training', { '1-training': done }, undefined)).toEqual({ kind: 'start', position: 2 });
    // A finished last visit moves on to the next thing to do.
    expect(nextStep('training', { ...progress, '2': done }, { position: 2, slide: 6 })).toEqual({ kind: 'quiz', position: 3 });
  });

  it('is done when every knowledge test is passed', () => {
    const all = Object.fromEntries(['1-training', '2', '3', '4', '5', '6-training', '7'].map((id) => [id, done]));
    expect(nextStep('training', all, { position: 7, slide: 4 })).toEqual({ kind: 'done' });
  });
});
