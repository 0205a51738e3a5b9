import { describe, expect, it } from 'vitest';
import { readStep, stepAfter, stepOf, stepSegment } from './steps';

const deck = { slides: 5, questions: 3 };

describe('steps: the slides, then the questions', () => {
  it('→ goes from the last slide into the three questions and stops at the third; ← goes back', () => {
    expect(stepAfter({ type: 'next' }, 4, deck)).toBe(5);
    expect(stepOf(5, deck)).toEqual({ kind: 'question', index: 0 });
    expect(stepAfter({ type: 'next' }, 6, deck)).toBe(7);
    expect(stepAfter({ type: 'next' }, 7, deck)).toBe(7);
    expect(stepAfter({ type: 'prev' }, 5, deck)).toBe(4);
    expect(stepOf(4, deck)).toEqual({ kind: 'slide', index: 4 });
    expect(stepAfter({ type: 'prev' }, 0, deck)).toBe(0);
  });

  it('Home, End and a typed number stay among the slides; other actions do not move', () => {
    expect(stepAfter({ type: 'first' }, 6, deck)).toBe(0);
    expect(stepAfter({ type: 'last' }, 6, deck)).toBe(4);
    expect(stepAfter({ type: 'jump', n: 99 }, 0, deck)).toBe(4);
    expect(stepAfter({ type: 'black' }, 2, deck)).toBeUndefined();
  });

  it('writes and reads the address segment: slide numbers, then q1..q3', () => {
    expect(stepSegment(0, deck)).toBe('1');
    expect(stepSegment(5, deck)).toBe('q1');
    expect(stepSegment(7, deck)).toBe('q3');
    expect(readStep('q2', deck)).toBe(6);
    expect(readStep('3', deck)).toBe(2);
    expect(readStep('q9', deck)).toBe(0);
    expect(readStep('99', deck)).toBe(4);
    expect(readStep(undefined, deck)).toBe(0);
  });
});
