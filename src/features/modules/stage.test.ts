import { describe, expect, it } from 'vitest';
import { EMPTY_PROGRESS } from '../progress';
import { stageRedirect } from './stage';

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
