import { describe, expect, it } from 'vitest';
import { EMPTY_PROGRESS } from '../progress';
import { resolveModule, stageRedirect } from './stage';

describe('module resolution', () => {
  it('maps positions to codes per section', () => {
    expect(resolveModule('implementation', '1')).toEqual({ position: 1, code: 'a' });
    expect(resolveModule('implementation', '6')).toEqual({ position: 6, code: 'b' });
    expect(resolveModule('training', '6')).toEqual({ position: 6, code: '6' });
    expect(resolveModule('training', '7')).toEqual({ position: 7, code: '7' });
  });

  it('rejects unknown ids', () => {
    for (const id of ['0', '8', '01', 'a', '1.5', '', ' 1', '-1']) {
      expect(resolveModule('training', id)).toBeUndefined();
    }
  });
});

describe('stage resolution', () => {
  const done = { ...EMPTY_PROGRESS, slidesComplete: true };

  it('keeps a valid stage', () => {
    expect(stageRedirect('slides', done)).toBeNull();
    expect(stageRedirect('summary', EMPTY_PROGRESS)).toBeNull();
    expect(stageRedirect('quiz', EMPTY_PROGRESS)).toBeNull();
  });

  it('missing or unknown stage: slides until the slides are complete, then summary', () => {
    expect(stageRedirect(undefined, EMPTY_PROGRESS)).toBe('slides');
    expect(stageRedirect('nope', { ...EMPTY_PROGRESS, slide: 4 })).toBe('slides');
    expect(stageRedirect(undefined, done)).toBe('summary');
    expect(stageRedirect('Summary', done)).toBe('summary');
  });
});
