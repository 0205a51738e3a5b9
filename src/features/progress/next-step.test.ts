import { describe, expect, it } from 'vitest';
import { createMemoryStore, STORAGE_KEYS } from '../../lib/storage';
import { createVisitStore, sanitiseVisits } from './last-visit';
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

describe('last visit store', () => {
  it('keeps only well-formed visits', () => {
    expect(sanitiseVisits({ training: { position: 3, slide: 2 }, implementation: { position: 9, slide: 0 }, x: 1 })).toEqual({
      training: { position: 3, slide: 2 },
    });
    expect(sanitiseVisits('nope')).toEqual({});
  });

  it('writes through and reads back on the next start; storage failures are ignored', async () => {
    const store = createMemoryStore();
    const first = createVisitStore(store);
    first.record('training', { position: 4, slide: 6 });
    await Promise.resolve();
    expect(await store.get(STORAGE_KEYS.lastVisit)).toEqual({ training: { position: 4, slide: 6 } });
    const second = createVisitStore(store);
    await second.load();
    expect(second.get('training')).toEqual({ position: 4, slide: 6 });
    const broken = createVisitStore({ get: () => Promise.reject(new Error('x')), set: () => Promise.reject(new Error('x')), del: async () => {} });
    await broken.load();
    broken.record('implementation', { position: 1, slide: 0 });
    expect(broken.get('implementation')).toEqual({ position: 1, slide: 0 });
  });
});
